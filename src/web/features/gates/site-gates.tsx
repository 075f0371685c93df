import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readRuntimeConfig } from '../../lib/site-config.ts';
import { GateBackdrop, GateSpinner } from './gate-backdrop.tsx';
import { clearStoredAccess, hasStoredAccess, hasVerifiedAge, storeAccess, storeAgeVerified } from './gate-rules.ts';

// Returning visitors have passed both gates, so the gate dialogs load only when one is needed.
const AccessGate = lazy(() => import('./access-gate.tsx').then((m) => ({ default: m.AccessGate })));
const AgeGate = lazy(() => import('./age-gate.tsx').then((m) => ({ default: m.AgeGate })));

type AccessState = 'checking' | 'locked' | 'unlocked';

/** The access gate, then the age gate; the site (storefront, customer and admin alike) renders only after both. */
export function SiteGates({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [access, setAccess] = useState<AccessState>('checking');
  const [ageVerified, setAgeVerified] = useState(hasVerifiedAge);
  const [secret] = useState(() => readRuntimeConfig().accessCode);

  useEffect(() => {
    setAccess(hasStoredAccess() ? 'unlocked' : 'locked');
  }, []);

  const spinner = <GateSpinner label={t('common.loading')} />;
  let content: ReactNode;
  if (access === 'checking') content = spinner;
  else if (access === 'locked')
    content = (
      <Suspense fallback={spinner}>
        <GateBackdrop>
          <AccessGate
            secret={secret}
            onUnlock={() => {
              storeAccess();
              setAccess('unlocked');
            }}
          />
        </GateBackdrop>
      </Suspense>
    );
  else if (!ageVerified)
    content = (
      <Suspense fallback={spinner}>
        <GateBackdrop>
          <AgeGate
            onConfirm={() => {
              storeAgeVerified();
              setAgeVerified(true);
            }}
          />
        </GateBackdrop>
      </Suspense>
    );
  else content = children;

  return (
    <>
      {content}
      {access === 'unlocked' ? (
        <button
          type="button"
          onClick={() => {
            clearStoredAccess();
            setAccess('locked');
          }}
          aria-label={t('gates.access.reset')}
          title={t('gates.access.reset')}
          className="group fixed top-0 left-0 z-[60] size-3 cursor-pointer rounded-br bg-foreground opacity-[0.04] hover:opacity-40 focus-visible:size-auto focus-visible:px-2 focus-visible:py-1 focus-visible:text-xs focus-visible:text-background focus-visible:opacity-100"
        >
          <span className="sr-only group-focus-visible:not-sr-only">{t('gates.access.reset')}</span>
        </button>
      ) : null}
    </>
  );
}
