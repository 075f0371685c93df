import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { TwoFactorSetup } from '../../../shared/schemas/two-factor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useConfirmTwoFactor, useMarkTwoFactorOn, useStartTwoFactorSetup } from './account-api.ts';

/** The recovery codes, shown once right after the set-up. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3" role="status">
      <p className="font-medium">{t('adminAccount.twoFactor.codesTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('adminAccount.twoFactor.codesText')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-md border bg-muted/50 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('adminAccount.twoFactor.codesSaved')}</Button>
    </div>
  );
}

/** A secret to scan or type, and the first code that confirms it. */
function SetupForm({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
      onError: (failure) => {
        if (apiErrorStatus(failure) !== 401) setError(t('adminAccount.twoFactor.wrongCode'));
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>{t('adminAccount.twoFactor.stepScan')}</li>
        <li>{t('adminAccount.twoFactor.stepCode')}</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('adminAccount.twoFactor.qrAlt')}
        className="size-48 justify-self-center rounded-md bg-white p-2"
      />
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{t('adminAccount.twoFactor.secretLabel')}</p>
        <code
          className="rounded-md border bg-muted/50 px-2 py-1 font-mono text-sm break-all"
          data-testid="totp-secret"
        >
          {setup.secret}
        </code>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">{t('adminAccount.twoFactor.codeLabel')}</Label>
        <Input
          id="two-factor-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={error ? 'two-factor-error' : undefined}
        />
      </div>
      {error ? (
        <p id="two-factor-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={confirm.isPending}>
        {t('adminAccount.twoFactor.confirm')}
      </Button>
    </form>
  );
}

export function TwoFactorCard({ enabled, required }: { enabled: boolean; required: boolean }) {
  const { t } = useTranslation();
  const start = useStartTwoFactorSetup();
  const markTwoFactorOn = useMarkTwoFactorOn();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        {t('adminAccount.twoFactor.title')}
      </h2>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            markTwoFactorOn();
          }}
        />
      ) : enabled ? (
        <p>{t('adminAccount.twoFactor.on')}</p>
      ) : start.data ? (
        <SetupForm setup={start.data} onConfirmed={setCodes} />
      ) : (
        <>
          {required ? (
            <p role="alert" className="font-medium text-destructive">
              {t('adminAccount.twoFactor.required')}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{t('adminAccount.twoFactor.off')}</p>
          <Button className="justify-self-start" onClick={() => start.mutate()} disabled={start.isPending}>
            {t('adminAccount.twoFactor.start')}
          </Button>
        </>
      )}
    </Card>
  );
}
