import { useTranslation } from '../lib/texts/use-translation.ts';
import { Clock, IdCard, MapPin, Truck } from 'lucide-react';
import { shopConfig, toLanguage } from '../../shared/config.ts';
import { DELIVERY_RULES, deliveryTextValues } from '../../shared/delivery/delivery-rules.ts';
import { formatRM } from '../../shared/money.ts';
import { useBusinessProfile } from '../lib/data/business-profile.ts';
import { cn } from '../lib/format/cn.ts';

/** Delivery and pickup terms (docs/rules/ordering.md), shown on home and on every product. */
export function DeliveryInfo({
  className,
  headingLevel = 'h2',
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const profile = useBusinessProfile();
  const Heading = headingLevel;
  const rows = [
    {
      icon: Truck,
      title: t('deliveryInfo.freeTitle', { amount: formatRM(DELIVERY_RULES.minimumSen, language) }),
      text: t('deliveryRules.summary', deliveryTextValues(language)),
    },
    {
      icon: MapPin,
      title: t('deliveryInfo.pickupTitle'),
      text: t('deliveryInfo.pickup', { address: profile?.address ?? '' }),
    },
    {
      icon: Clock,
      title: t('deliveryInfo.hoursTitle'),
      text: t('deliveryInfo.hours', {
        weekdays: profile?.openingHoursWeekdays ?? '',
        weekends: profile?.openingHoursWeekends ?? '',
      }),
    },
    { icon: IdCard, title: t('deliveryInfo.idTitle'), text: t('deliveryInfo.id') },
  ];
  return (
    <section
      className={cn('rounded-2xl border bg-card p-6', className)}
      aria-labelledby="delivery-info-title"
    >
      <Heading id="delivery-info-title" className="text-xl font-semibold">
        {t('deliveryInfo.title')}
      </Heading>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="text-sm">
              <p className="font-semibold">{title}</p>
              <p className="text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
        {t('deliveryInfo.contactNote', { hours: shopConfig.responseHours })}
      </p>
    </section>
  );
}
