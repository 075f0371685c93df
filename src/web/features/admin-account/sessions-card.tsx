import { SignedInDevices } from '../../components/signed-in-devices.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useEndSession, useSessions } from './account-api.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';

/** The member's signed-in devices, each other one with a way to sign it out. */
export function SessionsCard() {
  const { t } = useTranslation();
  const devices = useSessions();
  const end = useEndSession();
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('customer.devices.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('customer.devices.text')}</p>
      <SignedInDevices devices={devices.data} onEnd={(id) => end.mutate(id)} pending={end.isPending} />
    </Card>
  );
}
