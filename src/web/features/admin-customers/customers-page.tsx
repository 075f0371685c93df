import { useTranslation } from 'react-i18next';
import { CalendarPlus, ShoppingCart, Users, Wallet } from 'lucide-react';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { formatRM } from '../../../shared/money.ts';
import { AdminListState } from '../../components/admin-list-state.tsx';
import { SummaryCard } from '../../components/summary-card.tsx';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CustomerRow } from './customer-row.tsx';
import { summarizeCustomers } from './customer-figures.ts';

export function AdminCustomersPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.adminCustomers'));
  const { data: customers = [], isLoading, isError } = useAdminList<AdminCustomer>('/api/admin/customers');
  const summary = summarizeCustomers(customers);

  return (
    <div>
      <h1 className="text-3xl font-bold">{t('adminCustomers.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('adminCustomers.subtitle')}</p>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          icon={Users}
          label={t('adminCustomers.cards.total')}
          value={summary.total}
          hint={t('adminCustomers.cards.active', { count: summary.active })}
          loading={isLoading}
          testId="customers-total"
        />
        <SummaryCard
          icon={Wallet}
          label={t('adminCustomers.cards.revenue')}
          value={formatRM(summary.revenueSen)}
          loading={isLoading}
          testId="customers-revenue"
        />
        <SummaryCard
          icon={ShoppingCart}
          label={t('adminCustomers.cards.avgOrders')}
          value={summary.averageOrders}
          loading={isLoading}
          testId="customers-avg-orders"
        />
        <SummaryCard
          icon={CalendarPlus}
          label={t('adminCustomers.cards.newThisMonth')}
          value={summary.newThisMonth}
          loading={isLoading}
          testId="customers-new"
        />
      </div>
      <section className="mt-8" aria-labelledby="customer-list-heading">
        <h2 id="customer-list-heading" className="sr-only">
          {t('adminCustomers.listTitle')}
        </h2>
        <AdminListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={customers.length === 0}
          rowClassName="h-32"
          loadFailed={t('adminCustomers.loadFailed')}
          empty={{ icon: Users, title: t('adminCustomers.empty'), hint: t('adminCustomers.emptyHint') }}
        >
          <ul className="grid gap-4">
            {customers.map((customer) => (
              <li key={customer.id}>
                <CustomerRow customer={customer} />
              </li>
            ))}
          </ul>
        </AdminListState>
      </section>
    </div>
  );
}
