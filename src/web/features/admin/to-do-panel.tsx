import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRight, FlaskConical, Mail, PackageMinus, PhoneCall } from 'lucide-react';
import { formatPrice } from '../../../shared/money.ts';
import { ContactLinks } from '../../components/contact-links.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatAge, isOverdue } from '../../lib/format/format-age.ts';
import { cn } from '../../lib/format/cn.ts';
import { useToDo } from './admin-api.ts';

function Section(props: {
  title: string;
  count: number | undefined;
  icon: typeof Mail;
  to: string;
  linkLabel: string;
  testId: string;
  children: ReactNode;
}) {
  const { title, count, icon: Icon, to, linkLabel, testId, children } = props;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        <span className="min-w-0 flex-1">{title}</span>
        <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm tabular-nums text-primary">
          {count ?? '…'}
        </span>
      </h2>
      <div className="min-w-0 flex-1">{children}</div>
      <Link to={to} className="flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}

/**
 * The top of the dashboard: who is waiting for a call, unread messages, new custom-beer requests and
 * sizes running low.
 */
export function ToDoPanel() {
  const { t, i18n } = useTranslation();
  const toDo = useToDo();
  const data = toDo.data;
  const loading = <Skeleton className="h-24" />;
  const waiting = data?.waitingOrders;

  return (
    <section aria-labelledby="to-do-title" className="mt-8 grid gap-4">
      <h2 id="to-do-title" className="sr-only">
        {t('admin.toDo.title')}
      </h2>
      <Section
        title={t('admin.toDo.waitingTitle')}
        count={waiting?.total}
        icon={PhoneCall}
        to="/admin/orders"
        linkLabel={t('admin.toDo.allOrders')}
        testId="to-do-waiting"
      >
        {!waiting ? (
          loading
        ) : waiting.oldest.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.toDo.noneWaiting')}</p>
        ) : (
          <ol className="divide-y">
            {waiting.oldest.map((order) => (
              <li key={order.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
                    <span>{order.orderNumber}</span>
                    <span className="break-words">{order.customerName}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span className={cn(isOverdue(order.createdAt) && 'font-semibold text-destructive')}>
                      {t('admin.toDo.waiting', { age: formatAge(order.createdAt, i18n.language) })}
                    </span>
                    {' · '}
                    {formatPrice(order.totalAmount)} ·{' '}
                    {order.deliveryOption === 'delivery'
                      ? t('adminOrders.delivery')
                      : t('adminOrders.pickup')}
                  </p>
                </div>
                <ContactLinks
                  phone={order.customerPhone}
                  whatsappText={t('admin.toDo.whatsappText', { number: order.orderNumber })}
                />
              </li>
            ))}
          </ol>
        )}
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          title={t('admin.toDo.unreadTitle')}
          count={data?.unreadMessages.total}
          icon={Mail}
          to="/admin/messages"
          linkLabel={t('admin.toDo.readMessages')}
          testId="to-do-messages"
        >
          {!data ? (
            loading
          ) : (
            <NameList items={data.unreadMessages.latest} empty={t('admin.toDo.noneUnread')} />
          )}
        </Section>
        <Section
          title={t('admin.toDo.requestsTitle')}
          count={data?.newCustomBeerRequests.total}
          icon={FlaskConical}
          to="/admin/custom-beer"
          linkLabel={t('admin.toDo.seeRequests')}
          testId="to-do-requests"
        >
          {!data ? (
            loading
          ) : (
            <NameList items={data.newCustomBeerRequests.latest} empty={t('admin.toDo.noneRequests')} />
          )}
        </Section>
        <Section
          title={t('admin.toDo.lowStockTitle')}
          count={data?.lowStock.total}
          icon={PackageMinus}
          to="/admin/products"
          linkLabel={t('admin.toDo.adjustStock')}
          testId="to-do-low-stock"
        >
          {!data ? (
            loading
          ) : data.lowStock.fewest.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.toDo.noneLow')}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {data.lowStock.fewest.map((size) => (
                <li key={size.variantId} className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0 font-medium wrap-anywhere">
                    {size.productName} ({size.size})
                  </span>
                  <span
                    className={cn(
                      size.stock === 0 ? 'font-semibold text-destructive' : 'text-muted-foreground',
                    )}
                  >
                    {t('admin.toDo.lowStockLine', { stock: size.stock, level: size.lowStockAt })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </section>
  );
}

function NameList({
  items,
  empty,
}: {
  items: { id: string; name: string | null; createdAt: string }[];
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
          <span className="min-w-0 font-medium wrap-anywhere">{item.name ?? t('admin.toDo.noName')}</span>
          <span className="text-muted-foreground">
            {t('admin.toDo.ago', { age: formatAge(item.createdAt, i18n.language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
