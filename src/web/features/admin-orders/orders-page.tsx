import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { ORDER_STATUSES } from '../../../shared/order-rules.ts';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAdminOrders } from './admin-orders-api.ts';
import { OrderCard } from './order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { orderStats, statusOf } from './order-stats.ts';

const TABS = ['all', ...ORDER_STATUSES] as const;
const SKELETON_ROWS = 5;

export function AdminOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminOrders'));
  const { data: orders = [], isLoading } = useAdminOrders();
  const [openId, setOpenId] = useState<string | null>(null);
  const stats = orderStats(orders);
  const open = orders.find((o) => o.id === openId) ?? null;
  const summary = [
    { key: 'total', value: stats.total },
    { key: 'pending', value: stats.pending },
    { key: 'confirmed', value: stats.confirmed },
    { key: 'completed', value: stats.completed },
    { key: 'revenue', value: stats.revenue },
  ] as const;
  const counts: Record<(typeof TABS)[number], number> = { all: stats.total, ...stats };

  return (
    <div>
      <h1 className="text-3xl font-bold">{t('adminOrders.title')}</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-5">
        {summary.map(({ key, value }) => (
          <Card key={key} className="p-4">
            <dt className="text-sm text-muted-foreground">{t(`adminOrders.summary.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`orders-summary-${key}`}>
              {isLoading ? <Skeleton className="h-8 w-16" /> : value}
            </dd>
          </Card>
        ))}
      </dl>

      <Tabs defaultValue="all" className="mt-8">
        <TabsList aria-label={t('adminOrders.tabsLabel')}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`adminOrders.tabs.${tab}`)} ({counts[tab]})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => {
          const list = tab === 'all' ? orders : orders.filter((o) => statusOf(o) === tab);
          return (
            <TabsContent key={tab} value={tab}>
              {isLoading ? (
                <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
                  {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                    <Skeleton key={i} className="h-24 w-full rounded-xl" />
                  ))}
                </div>
              ) : list.length === 0 ? (
                <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
                  <ClipboardList className="size-10 text-primary" aria-hidden="true" />
                  <h2 className="text-xl font-semibold">
                    {tab === 'all'
                      ? t('adminOrders.empty')
                      : t('adminOrders.emptyStatus', { status: t(`status.${tab}`) })}
                  </h2>
                </Card>
              ) : (
                <ul className="grid gap-3">
                  {list.map((order) => (
                    <li key={order.id}>
                      <OrderCard order={order} onOpen={() => setOpenId(order.id)} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      {open ? <OrderDetailsDialog key={open.id} order={open} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
