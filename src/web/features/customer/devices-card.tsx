import { SignedInDevices } from '../../components/signed-in-devices.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useCustomerDevices, useEndCustomerDevice } from './api/customer-api.ts';

/** The customer's signed-in devices, each other one with a way to sign it out. */
export function DevicesCard() {
  const { t } = useTranslation();
  const devices = useCustomerDevices();
  const end = useEndCustomerDevice();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('customer.devices.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('customer.devices.text')}</p>
      </CardHeader>
      <CardContent>
        <SignedInDevices devices={devices.data} onEnd={(id) => end.mutate(id)} pending={end.isPending} />
      </CardContent>
    </Card>
  );
}
