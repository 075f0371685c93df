import { useTranslation } from '../../lib/texts/use-translation.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { AdminOrderView } from '../../../shared/schemas/orders.ts';
import { ContactLinks } from '../../components/contact-links.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatAge, isOverdue } from '../../lib/format/format-age.ts';
import { cn } from '../../lib/format/cn.ts';

/**
 * One order in the list: the top part opens 'Order Details'; below it the phone (a call link) and
 * WhatsApp, so the brewer can call back straight from the list.
 */
export function OrderCard({ order, onOpen }: { order: AdminOrderView; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const overdue = order.status === 'pending' && isOverdue(order.createdAt);
  return (
    <article
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
      aria-label={`${order.orderNumber} ${order.customerName}`}
    >
      <button
        type="button"
        onClick={onOpen}
        className="-m-2 grid gap-2 rounded-lg p-2 text-left transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <span className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">{order.orderNumber}</span>
            <StatusBadge status={order.status} />
            {order.customerId ? (
              <span className="text-xs text-muted-foreground">{t('adminOrders.card.member')}</span>
            ) : null}
          </span>
          <span className="font-medium break-words">{order.customerName}</span>
          <span className="text-sm wrap-anywhere text-muted-foreground">{order.customerEmail}</span>
        </span>
        <span className="grid gap-1 sm:text-right">
          <span className="text-lg font-semibold whitespace-nowrap tabular-nums">
            {formatPrice(order.totalAmount)}
          </span>
          <span className="text-sm text-muted-foreground">
            {t('adminOrders.card.items', { count: itemCount })} ·{' '}
            {order.deliveryOption === 'delivery' ? t('adminOrders.delivery') : t('adminOrders.pickup')}
          </span>
          <span className={cn('text-sm text-muted-foreground', overdue && 'font-semibold text-destructive')}>
            {t('adminOrders.card.age', { age: formatAge(order.createdAt, i18n.language) })}
          </span>
        </span>
      </button>
      {order.staffNote ? (
        <p className="rounded-md border border-dashed px-3 py-2 text-sm whitespace-pre-line">
          <span className="font-medium">{t('adminOrders.details.staffNote')}: </span>
          {order.staffNote}
        </p>
      ) : null}
      <ContactLinks
        phone={order.customerPhone}
        whatsappText={t('admin.toDo.whatsappText', { number: order.orderNumber })}
      />
    </article>
  );
}
