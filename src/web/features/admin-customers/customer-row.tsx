import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { formatRM, toSen } from '../../../shared/money.ts';
import { toLanguage } from '../../../shared/config.ts';
import { fullName } from '../../../shared/person-name.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { averageOrderValueSen } from './customer-figures.ts';
import { CustomerDataActions } from './customer-data-actions.tsx';
import { readablePhone } from '../../../shared/phone-number.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="font-semibold tabular-nums">{value}</p>
    </div>
  );
}

export function CustomerRow({ customer }: { customer: AdminCustomer }) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => formatDate(value, i18n.language);
  return (
    <Card className="grid gap-4 p-5 lg:grid-cols-[minmax(0,1fr)_auto]" data-testid="customer-row">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold break-words">
            {fullName(customer, toLanguage(i18n.resolvedLanguage))}
          </h3>
          {customer.isActive ? (
            <Badge className="bg-green-100 text-green-900 dark:bg-green-400/15 dark:text-green-200">
              {t('adminCustomers.row.active')}
            </Badge>
          ) : (
            <Badge variant="secondary">{t('adminCustomers.row.inactive')}</Badge>
          )}
        </div>
        <p className="flex items-center gap-1.5 text-sm break-all">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={`mailto:${customer.email}`} className="hover:text-primary hover:underline">
            {customer.email}
          </a>
        </p>
        {customer.phone ? (
          <p className="flex items-center gap-1.5 text-sm">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {readablePhone(customer.phone)}
          </p>
        ) : null}
        {customer.address ? (
          <p className="flex items-start gap-1.5 text-sm whitespace-pre-line">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {customer.address}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t('adminCustomers.row.memberSince', { date: date(customer.createdAt) })}
        </p>
        <CustomerDataActions customer={customer} />
      </div>
      <div className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4 lg:min-w-[28rem]">
        <Figure label={t('adminCustomers.row.totalOrders')} value={String(customer.orderCount)} />
        <Figure label={t('adminCustomers.row.totalSpent')} value={formatRM(toSen(customer.totalSpent))} />
        <Figure
          label={t('adminCustomers.row.avgOrderValue')}
          value={formatRM(averageOrderValueSen(customer))}
        />
        <Figure
          label={t('adminCustomers.row.lastOrder')}
          value={date(customer.lastOrderDate) ?? t('adminCustomers.row.never')}
        />
      </div>
    </Card>
  );
}
