import { useTranslation } from 'react-i18next';
import { CalendarPlus, ShoppingCart, Users, Wallet } from 'lucide-react';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { formatRM } from '../../../shared/money.ts';
import { SummaryCard } from '../../components/summary-card.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CustomerRow } from './customer-row.tsx';
import { summarizeCustomers } from './customer-figures.ts';

const SKELETON_ROWS = 5;

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
        {isLoading ? (
          <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} className="h-32 w-full rounded-xl" />
            ))}
          </div>
        ) : isError ? (
          <Card className="px-6 py-10 text-center text-destructive" role="alert">
            {t('adminCustomers.loadFailed')}
          </Card>
        ) : customers.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <Users className="size-10 text-primary" aria-hidden="true" />
            <p className="text-xl font-semibold">{t('adminCustomers.empty')}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t('adminCustomers.emptyHint')}</p>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {customers.map((customer) => (
              <li key={customer.id}>
                <CustomerRow customer={customer} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
