import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { whatsappLink } from '../../../shared/business-profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { useBusinessProfile } from '../../lib/business-profile.ts';

/** After a placed order: the reference to quote, what happens next, and a WhatsApp shortcut. */
export function SuccessView({
  reference,
  registered,
  onDone,
}: {
  reference: string;
  registered: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const profile = useBusinessProfile();
  return (
    <div className="grid gap-5 text-center">
      <CheckCircle2 className="mx-auto size-12 text-green-600 dark:text-green-400" aria-hidden="true" />
      <div className="rounded-lg border bg-muted/40 p-4">
        <p className="text-sm text-muted-foreground">{t('checkout.success.reference')}</p>
        <p className="text-2xl font-bold" data-testid="order-reference">
          {reference}
        </p>
      </div>
      <div className="text-left">
        <h3 className="font-semibold">{t('checkout.success.nextTitle')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('checkout.success.next')}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <a
            href={whatsappLink(
              profile?.whatsappNumber ?? '',
              t('checkout.success.whatsappText', { reference }),
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" />
            {t('checkout.success.whatsapp')}
          </a>
        </Button>
        {registered ? (
          <Button asChild variant="secondary">
            <Link to="/customer/dashboard" onClick={onDone}>
              {t('checkout.success.dashboard')}
            </Link>
          </Button>
        ) : (
          <Button onClick={onDone}>{t('checkout.success.done')}</Button>
        )}
      </div>
    </div>
  );
}
