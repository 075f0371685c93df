import { useTranslation } from '../../lib/texts/use-translation.ts';
import { formatRM } from '../../../shared/money.ts';
import { kegRentalCostSen } from '../../../shared/order-rules.ts';
import { itemTotalSen, lineSen, type PayloadLine } from './order-payload.ts';

/** 'quantity x name (size)' lines with their totals, the optional keg line, the total. */
export function OrderSummary({
  lines,
  kegRental,
}: {
  lines: readonly (PayloadLine & { id: string })[];
  kegRental: boolean;
}) {
  const { t } = useTranslation();
  const kegSen = kegRentalCostSen(kegRental);
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-lg border bg-muted/40 p-4">
      <h3 id="checkout-summary-title" className="mb-3 font-semibold">
        {t('checkout.summary.title')}
      </h3>
      <ul className="grid gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span>
              {t('checkout.summary.line', { quantity: line.quantity, name: line.name, size: line.size })}
            </span>
            <span className="shrink-0 tabular-nums">{formatRM(lineSen(line))}</span>
          </li>
        ))}
        {kegRental ? (
          <li className="flex justify-between gap-3">
            <span>{t('checkout.summary.keg')}</span>
            <span className="shrink-0 tabular-nums">{formatRM(kegSen)}</span>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex justify-between border-t pt-3 font-semibold">
        <span>{t('checkout.summary.total')}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {formatRM(itemTotalSen(lines) + kegSen)}
        </span>
      </p>
    </section>
  );
}
