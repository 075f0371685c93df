import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { isLanguage } from '../../../shared/config.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { AdminOrderView } from '../../../shared/schemas/orders.ts';
import { LANGUAGE_NAMES } from '../../app/language.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { OrderUpdateForm } from './order-update-form.tsx';
import { readablePhone } from '../../../shared/phone-number.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{value}</dd>
    </div>
  );
}

/**
 * 'Order Details': who ordered what and in which language, their notes, and the Update Order form (status,
 * the message to the customer, the private staff note).
 */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrderView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const notProvided = t('adminOrders.notProvided');

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('adminOrders.details.title')}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{order.orderNumber}</span>
            <StatusBadge status={order.status} />
            <span>
              {formatDate(order.createdAt, i18n.language, 'dateTime') ?? t('adminOrders.unknownDate')}
            </span>
          </DialogDescription>
        </DialogHeader>
        <Section title={t('adminOrders.details.customer')}>
          <dl className="grid gap-1.5">
            <Row label={t('adminOrders.details.name')} value={order.customerName} />
            <Row
              label={t('adminOrders.details.email')}
              value={
                <a
                  className="underline underline-offset-4 hover:text-primary"
                  href={`mailto:${order.customerEmail}`}
                >
                  {order.customerEmail}
                </a>
              }
            />
            <Row
              label={t('adminOrders.details.phone')}
              value={
                order.customerPhone ? (
                  <a
                    className="underline underline-offset-4 hover:text-primary"
                    href={`tel:${order.customerPhone}`}
                  >
                    {readablePhone(order.customerPhone)}
                  </a>
                ) : (
                  notProvided
                )
              }
            />
            <Row
              label={t('adminOrders.details.language')}
              value={isLanguage(order.language) ? LANGUAGE_NAMES[order.language] : order.language}
            />
            <Row
              label={t('adminOrders.details.delivery')}
              value={
                order.deliveryOption === 'delivery' ? t('adminOrders.delivery') : t('adminOrders.pickup')
              }
            />
            {order.deliveryOption === 'delivery' ? (
              <Row
                label={t('adminOrders.details.address')}
                value={<span className="whitespace-pre-line">{order.deliveryAddress ?? notProvided}</span>}
              />
            ) : null}
          </dl>
        </Section>
        <Section title={t('adminOrders.details.items')}>
          <ul className="grid gap-1.5 text-sm">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  {t('adminOrders.details.line', {
                    quantity: item.quantity,
                    name: item.productName,
                    size: item.variantSize,
                  })}
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatPrice(item.totalPrice)}</span>
              </li>
            ))}
            {order.kegDispenserRental ? (
              <li className="flex justify-between gap-3">
                <span>{t('adminOrders.details.keg', { count: order.kegDispenserQuantity })}</span>
                <span className="whitespace-nowrap tabular-nums">{formatPrice(order.kegDispenserCost)}</span>
              </li>
            ) : null}
            <li className="flex justify-between gap-3 border-t pt-2 font-semibold">
              <span>{t('adminOrders.details.total')}</span>
              <span className="whitespace-nowrap tabular-nums">{formatPrice(order.totalAmount)}</span>
            </li>
          </ul>
        </Section>
        <Section title={t('adminOrders.details.notes')}>
          <p className="text-sm whitespace-pre-line">{order.notes || t('adminOrders.details.noNotes')}</p>
        </Section>
        <OrderUpdateForm order={order} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
