import { useTranslation } from '../../lib/texts/use-translation.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { OrderView } from '../../../shared/schemas/orders.ts';
import { Card } from '../../components/ui/card.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../../shared/format-date.ts';

function Note({ label, text }: { label: string; text: string }) {
  return (
    <div className="rounded-md bg-muted/60 px-3 py-2 text-sm">
      <p className="font-medium">{label}</p>
      <p className="break-words whitespace-pre-line text-muted-foreground">{text}</p>
    </div>
  );
}

export function OrderCard({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(order.createdAt, i18n.language) ?? t('customer.orders.unknownDate');
  return (
    <Card className="grid gap-4 p-5" data-testid="customer-order">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            <h3 className="font-semibold">
              {t('customer.orders.reference', { reference: order.orderNumber })}
            </h3>
          </div>
          <p className="text-sm text-muted-foreground">
            {date} ·{' '}
            {order.deliveryOption === 'delivery'
              ? t('customer.orders.homeDelivery')
              : t('customer.orders.selfPickup')}
          </p>
          {order.kegDispenserRental ? (
            <p className="text-sm font-medium text-primary">{t('customer.orders.kegRental')}</p>
          ) : null}
        </div>
        <p className="text-xl font-bold tabular-nums">{formatPrice(order.totalAmount)}</p>
      </div>
      <ul className="grid gap-1 border-t pt-3 text-sm" aria-label={t('customer.orders.items')}>
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>
              {t('customer.orders.itemLine', {
                quantity: item.quantity,
                name: item.orderedName,
                size: item.orderedSize,
              })}
            </span>
            <span className="shrink-0 tabular-nums">{formatPrice(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {order.customerId === null ? (
        // Only a proven address brings a guest order here (docs/rules/accounts.md, "Guest orders").
        <p className="text-sm text-muted-foreground">{t('customer.orders.placedAsGuest')}</p>
      ) : null}
      {order.notes ? <Note label={t('customer.orders.yourNotes')} text={order.notes} /> : null}
      {order.adminNotes ? <Note label={t('customer.orders.breweryNotes')} text={order.adminNotes} /> : null}
    </Card>
  );
}
