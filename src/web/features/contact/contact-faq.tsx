import { useTranslation } from '../../lib/texts/use-translation.ts';
import { shopConfig, toLanguage } from '../../../shared/config.ts';
import { deliveryTextValues } from '../../../shared/delivery/delivery-rules.ts';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion.tsx';
import { useBusinessProfile } from '../../lib/data/business-profile.ts';

const QUESTIONS = ['ordering', 'delivery', 'visits', 'bulk'] as const;

export function ContactFaq() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const profile = useBusinessProfile();
  const values = {
    hours: shopConfig.responseHours,
    address: profile?.address ?? '',
    weekdays: profile?.openingHoursWeekdays ?? '',
    weekends: profile?.openingHoursWeekends ?? '',
  };
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-3xl font-bold">
        {t('contact.faq.title')}
      </h2>
      <Accordion className="mt-4 rounded-2xl border bg-card px-5">
        {QUESTIONS.map((q) => (
          <AccordionItem key={q} value={q} className="last:border-b-0">
            <AccordionTrigger>{t(`contact.faq.${q}.question`)}</AccordionTrigger>
            <AccordionContent>
              {/* The delivery answer starts with the shop's delivery rules, worded once for every page. */}
              {q === 'delivery' ? `${t('deliveryRules.summary', deliveryTextValues(language))} ` : null}
              {t(`contact.faq.${q}.answer`, values)}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
