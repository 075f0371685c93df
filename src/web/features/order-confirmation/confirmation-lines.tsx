import { formatPrice } from '../../../shared/money.ts';
import type { OrderConfirmation } from '../../../shared/schemas/order-confirmation.ts';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';

/** The lines under the names they were ordered with, each line's price, the keg rental and the totals. */
export function ConfirmationLines({ order }: { order: OrderConfirmation }) {
  const { t } = useTranslation();
  const total = (label: string, amount: string, strong = false) => (
    <div className={strong ? 'flex justify-between gap-3 text-base font-bold' : 'flex justify-between gap-3'}>
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{formatPrice(amount)}</dd>
    </div>
  );
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-lg font-semibold">{t('orderConfirmation.linesTitle')}</h2>
      <ul className="grid gap-3 text-sm" data-testid="confirmation-lines">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              <span className="block font-medium">
                {t('orderConfirmation.line', {
                  quantity: item.quantity,
                  name: item.productName,
                  size: item.variantSize,
                })}
              </span>
              <span className="block text-muted-foreground tabular-nums">
                {t('orderConfirmation.each', { price: formatPrice(item.unitPrice) })}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{formatPrice(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t pt-3 text-sm">
        {total(t('orderConfirmation.itemTotal'), order.itemTotal)}
        {order.kegDispenserRental ? total(t('orderConfirmation.kegRental'), order.kegDispenserCost) : null}
        {total(t('orderConfirmation.total'), order.totalAmount, true)}
      </dl>
    </Card>
  );
}
