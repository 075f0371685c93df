// How delivery works, as every customer-facing page says it: read from the shop's delivery rules
// (src/shared/delivery/), shown here for staff to check and never typed, so no setting can contradict it.
import { toLanguage } from '../../../shared/config.ts';
import { deliveryTextValues } from '../../../shared/delivery/delivery-rules.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';

export function DeliveryRulesPreview() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-labelledby="settings-delivery-rules">
      <h2 id="settings-delivery-rules" className="text-sm font-semibold">
        {t('adminSettings.fields.deliveryRules')}
      </h2>
      <p data-testid="delivery-rules-preview">{t('deliveryRules.summary', deliveryTextValues(language))}</p>
      <p className="text-sm text-muted-foreground">{t('adminSettings.hints.deliveryRules')}</p>
    </section>
  );
}
