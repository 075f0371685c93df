import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/money.ts';
import type { OrderView } from '../../../shared/schemas/orders.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../lib/format-date.ts';

/** One order in the list; the whole card opens 'Order Details'. */
export function OrderCard({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full gap-2 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <span className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">#{order.reference}</span>
          <StatusBadge status={order.status} />
          {order.customerId ? (
            <span className="text-xs text-muted-foreground">{t('adminOrders.card.member')}</span>
          ) : null}
        </span>
        <span className="font-medium">{order.customerName}</span>
        <span className="text-sm wrap-anywhere text-muted-foreground">
          {order.customerEmail} ·{' '}
          {formatDate(order.createdAt, i18n.language, 'dateTime') ?? t('adminOrders.unknownDate')}
        </span>
      </span>
      <span className="grid gap-1 sm:text-right">
        <span className="text-lg font-semibold tabular-nums">{formatPrice(order.totalAmount)}</span>
        <span className="text-sm text-muted-foreground">
          {t('adminOrders.card.items', { count: itemCount })} ·{' '}
          {order.deliveryOption === 'delivery' ? t('adminOrders.delivery') : t('adminOrders.pickup')}
        </span>
      </span>
    </button>
  );
}
