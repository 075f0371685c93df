import { deliveryTextValues } from '../../shared/delivery/delivery-rules.ts';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { whatsappLink } from '../../shared/whatsapp.ts';
import { toLanguage } from '../../shared/config.ts';
import { useBusinessProfile } from '../lib/data/business-profile.ts';
import { cn } from '../lib/format/cn.ts';

const linkClass = 'text-amber-800 underline-offset-2 hover:underline dark:text-primary break-all';

/** The brewery's business disclosure: registered name and number, address, contacts, hours, payment, delivery. */
export function BusinessDetails({
  className,
  headingLevel = 'h2',
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const profile = useBusinessProfile();
  const Heading = headingLevel;
  const lang = toLanguage(i18n.language);
  const rows = profile
    ? [
        { label: t('business.legalName'), value: profile.legalName },
        { label: t('business.ssmNumber'), value: profile.ssmNumber },
        { label: t('business.address'), value: profile.address },
        {
          label: t('business.phone'),
          value: (
            <a className={linkClass} href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`}>
              {profile.phone}
            </a>
          ),
        },
        {
          label: t('business.email'),
          value: (
            <a className={linkClass} href={`mailto:${profile.email}`}>
              {profile.email}
            </a>
          ),
        },
        {
          label: t('business.whatsapp'),
          value: (
            <a
              className={linkClass}
              href={whatsappLink(profile.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
            >
              +{profile.whatsappNumber}
            </a>
          ),
        },
        {
          label: t('business.hours'),
          value: t('business.hoursValue', {
            weekdays: profile.openingHoursWeekdays,
            weekends: profile.openingHoursWeekends,
          }),
        },
        { label: t('business.payment'), value: profile.paymentMethods[lang] },
        // Said from the delivery rules, like the cart, checkout and terms (src/shared/delivery/).
        { label: t('business.delivery'), value: t('deliveryRules.summary', deliveryTextValues(lang)) },
      ]
    : [];
  return (
    <section
      className={cn('rounded-2xl border bg-card p-6', className)}
      aria-labelledby="business-details-title"
    >
      <Heading id="business-details-title" className="text-xl font-semibold">
        {t('business.title')}
      </Heading>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted-foreground whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
