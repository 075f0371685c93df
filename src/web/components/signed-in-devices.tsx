// The devices an account is signed in on (docs/rules/accounts.md), for staff on /admin/account and for
// customers on their dashboard: browser, system, address and times, and a way to end each other session.
import { Laptop } from 'lucide-react';
import type { SignedInDevice } from '../../shared/schemas/sessions.ts';
import { formatDate } from '../../shared/format-date.ts';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';

export function SignedInDevices({
  devices,
  onEnd,
  pending,
}: {
  devices: SignedInDevice[] | undefined;
  onEnd: (id: string) => void;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!devices) return <p role="status">{t('customer.devices.loading')}</p>;
  return (
    <ul className="grid gap-3" data-testid="signed-in-devices">
      {devices.map((device) => {
        const name =
          [device.browser, device.system].filter(Boolean).join(' · ') || t('customer.devices.unknownBrowser');
        return (
          <li key={device.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
            <Laptop className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-48 flex-1">
              <p className="font-medium break-words">
                {name}{' '}
                {device.current ? (
                  <Badge variant="secondary">{t('customer.devices.thisDevice')}</Badge>
                ) : null}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                {t('customer.devices.details', {
                  address: device.address || '—',
                  signedIn: formatDate(device.signedInAt, i18n.resolvedLanguage, 'dateTime'),
                  active: formatDate(device.lastActiveAt, i18n.resolvedLanguage, 'dateTime'),
                })}
              </p>
            </div>
            {device.current ? null : (
              <Button variant="outline" size="sm" disabled={pending} onClick={() => onEnd(device.id)}>
                {t('customer.devices.end')}
                <span className="sr-only"> ({name})</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
