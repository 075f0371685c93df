import { Link } from 'react-router';
import { Clock, MessageCircle, PhoneCall, Store, Truck, UserPlus } from 'lucide-react';
import { shopConfig } from '../../../shared/config.ts';
import type { OrderConfirmation } from '../../../shared/schemas/order-confirmation.ts';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useBusinessProfile } from '../../lib/data/business-profile.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';

/** What happens after the inquiry: the brewer's call, the pickup or delivery, the hours and how to ask. */
export function NextSteps({ order }: { order: OrderConfirmation }) {
  const { t } = useTranslation();
  const profile = useBusinessProfile();
  const pickup = order.deliveryOption !== 'delivery';
  const steps = [
    {
      icon: PhoneCall,
      text: t('orderConfirmation.callBack', { hours: shopConfig.responseHours }),
    },
    pickup
      ? { icon: Store, text: t('orderConfirmation.pickup', { address: profile?.address ?? '' }) }
      : { icon: Truck, text: t('orderConfirmation.delivery') },
    {
      icon: Clock,
      text: t('orderConfirmation.hours', {
        weekdays: profile?.openingHoursWeekdays ?? '',
        weekends: profile?.openingHoursWeekends ?? '',
      }),
    },
  ];
  const whatsapp = profile
    ? whatsappLink(
        profile.whatsappNumber,
        t('orderConfirmation.whatsappMessage', { reference: order.orderNumber }),
      )
    : null;
  return (
    <>
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-semibold">{t('orderConfirmation.nextTitle')}</h2>
        <ol className="grid gap-3 text-sm">
          {steps.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="self-center">{text}</span>
            </li>
          ))}
        </ol>
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}
            data-testid="confirmation-whatsapp"
          >
            <MessageCircle className="text-green-700 dark:text-green-400" aria-hidden="true" />
            {t('orderConfirmation.whatsapp', { reference: order.orderNumber })}
          </a>
        ) : null}
      </Card>
      {order.placedAsGuest ? (
        <Card className="grid gap-3 p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <UserPlus className="size-5 text-primary" aria-hidden="true" />
            {t('orderConfirmation.accountTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('orderConfirmation.accountText')}</p>
          <Link to="/customer/register" className={buttonClasses({ className: 'justify-self-start' })}>
            {t('orderConfirmation.accountAction')}
          </Link>
        </Card>
      ) : null}
    </>
  );
}
