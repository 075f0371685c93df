import { useTranslation } from '../../lib/texts/use-translation.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { formatPrice } from '../../../shared/money.ts';
import { usePriceHistory } from './api/admin-products-api.ts';

/** The recorded price changes of one variant, newest first. */
export function PriceHistory({ productId, variantId }: { productId: string; variantId: string }) {
  const { t, i18n } = useTranslation();
  // Under the admin product list's key, so every catalogue change refreshes it too.
  const history = usePriceHistory(productId, variantId);
  if (!history.data) return null;
  return (
    <section className="grid gap-1 text-sm" aria-label={t('adminProducts.variants.history')}>
      <h4 className="font-medium">{t('adminProducts.variants.history')}</h4>
      {history.data.length === 0 ? (
        <p className="text-muted-foreground">{t('adminProducts.variants.noHistory')}</p>
      ) : (
        <ul className="grid gap-1 text-muted-foreground">
          {history.data.map((change) => (
            <li key={change.changedAt}>
              {t('adminProducts.variants.historyLine', {
                date: formatDate(change.changedAt, i18n.language, 'dateTime'),
                from: formatPrice(change.oldPrice),
                to: formatPrice(change.newPrice),
                who: change.changedBy ?? '—',
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
