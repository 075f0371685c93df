import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { CalendarPlus, ShoppingCart, Users, Wallet } from 'lucide-react';
import { formatRM, toSen } from '../../../shared/money.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { ListToolbar } from '../../components/list-controls.tsx';
import { Pager } from '../../components/pager.tsx';
import { SummaryCards } from '../../components/summary-card.tsx';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { CustomerRow } from './customer-row.tsx';
import { useCustomerPage, useCustomerSummary } from './customers-api.ts';

const PAGE_SIZE = 25;
const SORTS = ['newest', 'oldest', 'name'] as const;

/** Customer accounts one page at a time; search, sorting and page are in the address. */
export function AdminCustomersPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminCustomers'));
  const list = useListParams();
  const { data, isLoading, isError } = useCustomerPage(list.apiQuery(['q', 'sort'], PAGE_SIZE));
  const { data: summary, isLoading: summaryLoading } = useCustomerSummary();
  const customers = data?.items ?? [];

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('adminCustomers.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('adminCustomers.subtitle')}</p>
        </div>
        <CsvDownloadButton
          url="/api/admin/customers/export.csv"
          label={t('adminCustomers.download')}
          fallbackName="customers.csv"
          testId="customers-download"
        />
      </div>
      <SummaryCards
        loading={summaryLoading}
        figures={[
          {
            icon: Users,
            label: t('adminCustomers.cards.total'),
            value: summary?.total ?? 0,
            hint: t('adminCustomers.cards.active', { count: summary?.active ?? 0 }),
            testId: 'customers-total',
          },
          {
            icon: Wallet,
            label: t('adminCustomers.cards.revenue'),
            value: formatRM(toSen(summary?.revenue ?? '0')),
            testId: 'customers-revenue',
          },
          {
            icon: ShoppingCart,
            label: t('adminCustomers.cards.avgOrders'),
            value: summary?.averageOrders ?? '0.0',
            testId: 'customers-avg-orders',
          },
          {
            icon: CalendarPlus,
            label: t('adminCustomers.cards.newThisMonth'),
            value: summary?.newThisMonth ?? 0,
            testId: 'customers-new',
          },
        ]}
      />
      <section className="mt-8" aria-labelledby="customer-list-heading">
        <h2 id="customer-list-heading" className="sr-only">
          {t('adminCustomers.listTitle')}
        </h2>
        <ListToolbar
          className="mb-4"
          list={list}
          searchLabel={t('adminCustomers.list.search')}
          sorts={SORTS}
          sortLabelOf={(value) => t(`adminCustomers.list.sort.${value}`)}
        />
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={customers.length === 0}
          rowClassName="h-32"
          loadFailed={t('adminCustomers.loadFailed')}
          empty={
            list.get('q')
              ? {
                  icon: Users,
                  title: t('adminCustomers.list.noMatch'),
                  hint: t('adminCustomers.list.noMatchHint'),
                }
              : { icon: Users, title: t('adminCustomers.empty'), hint: t('adminCustomers.emptyHint') }
          }
        >
          <ul className="grid gap-4">
            {customers.map((customer) => (
              <li key={customer.id}>
                <CustomerRow customer={customer} />
              </li>
            ))}
          </ul>
          <Pager data={data} list={list} label={t('adminCustomers.list.pages')} />
        </AdminListState>
      </section>
    </div>
  );
}
