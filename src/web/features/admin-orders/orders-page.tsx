import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { ClipboardList } from 'lucide-react';
import { ORDER_STATUSES } from '../../../shared/order-rules.ts';
import { formatRM, toSen } from '../../../shared/money.ts';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { ListDay, ListParamSearch, ListSortSelect } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { ORDERS_PAGE_SIZE, useAdminOrderPage, useAdminOrderSummary } from './admin-orders-api.ts';
import { OrderCard } from './order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';

const TABS = ['all', ...ORDER_STATUSES] as const;
type Tab = (typeof TABS)[number];
const SORTS = ['newest', 'oldest', 'total'] as const;
const SKELETON_ROWS = 5;

/** Orders one page at a time; status, dates, search, sorting and page are in the address. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminOrders'));
  const list = useListParams();
  const tab: Tab = (TABS as readonly string[]).includes(list.get('status'))
    ? (list.get('status') as Tab)
    : 'all';
  const { data: summary, isLoading: summaryLoading } = useAdminOrderSummary();
  const { data, isLoading, isError } = useAdminOrderPage(
    list.apiQuery(['status', 'from', 'to', 'q', 'sort'], ORDERS_PAGE_SIZE),
  );
  const orders = data?.items ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const open = orders.find((o) => o.id === openId) ?? null;
  const figures = [
    { key: 'total', value: summary?.total },
    { key: 'pending', value: summary?.pending },
    { key: 'confirmed', value: summary?.confirmed },
    { key: 'completed', value: summary?.completed },
    { key: 'revenue', value: summary ? formatRM(toSen(summary.revenue)) : undefined },
  ] as const;
  const filtered = Boolean(list.get('q') || list.get('from') || list.get('to'));
  // The file follows the screen's status and dates (the search and sorting are the list's own).
  const exportParams = new URLSearchParams(
    Object.entries({ status: list.get('status'), from: list.get('from'), to: list.get('to') }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  ).toString();
  const exportQuery = exportParams ? `?${exportParams}` : '';

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('adminOrders.title')}</h1>
        <CsvDownloadButton
          url={`/api/admin/orders/export.csv${exportQuery}`}
          label={t('adminOrders.download')}
          fallbackName="orders.csv"
          testId="orders-download"
        />
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-5">
        {figures.map(({ key, value }) => (
          <Card key={key} className="p-4">
            <dt className="text-sm text-muted-foreground">{t(`adminOrders.summary.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`orders-summary-${key}`}>
              {summaryLoading ? <Skeleton className="h-8 w-16" /> : (value ?? 0)}
            </dd>
          </Card>
        ))}
      </dl>

      <div className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
        <ListParamSearch list={list} label={t('adminOrders.list.search')} />
        <ListDay
          label={t('admin.listControls.from')}
          value={list.get('from')}
          onChange={(from) => list.update({ from })}
        />
        <ListDay
          label={t('admin.listControls.to')}
          value={list.get('to')}
          onChange={(to) => list.update({ to })}
        />
        <ListSortSelect
          list={list}
          choices={SORTS}
          labelOf={(value) => t(`adminOrders.list.sort.${value}`)}
        />
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) => list.update({ status: value === 'all' ? undefined : value })}
        className="mt-6"
      >
        <TabsList aria-label={t('adminOrders.tabsLabel')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`adminOrders.tabs.${value}`)} ({(value === 'all' ? summary?.total : summary?.[value]) ?? 0})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {isLoading ? (
            <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <Skeleton key={i} className="h-24 w-full rounded-xl" />
              ))}
            </div>
          ) : isError ? (
            <Card className="px-6 py-10 text-center text-destructive" role="alert">
              {t('adminOrders.list.loadFailed')}
            </Card>
          ) : orders.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
              <ClipboardList className="size-10 text-primary" aria-hidden="true" />
              <h2 className="text-xl font-semibold">
                {filtered
                  ? t('adminOrders.list.noMatch')
                  : tab === 'all'
                    ? t('adminOrders.empty')
                    : t('adminOrders.emptyStatus', { status: t(`status.${tab}`) })}
              </h2>
            </Card>
          ) : (
            <>
              <ul className="grid gap-3">
                {orders.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} onOpen={() => setOpenId(order.id)} />
                  </li>
                ))}
              </ul>
              <Pager data={data} list={list} label={t('adminOrders.list.pages')} />
            </>
          )}
        </TabsContent>
      </Tabs>
      {open ? <OrderDetailsDialog key={open.id} order={open} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
