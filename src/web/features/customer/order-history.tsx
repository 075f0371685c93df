import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import type { OrderView } from '../../../shared/schemas/orders.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { OrderCard } from './order-card.tsx';

/** docs/rules/interface.md: the dashboard's loading placeholder has 3 rows. */
const PLACEHOLDER_ROWS = 3;

export function OrderHistory({
  orders,
  isLoading,
  isError,
}: {
  orders: OrderView[];
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation();
  let body;
  if (isLoading) {
    body = (
      <div className="grid gap-4" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full rounded-xl" data-testid="order-placeholder" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-destructive">
        {t('customer.orders.loadFailed')}
      </p>
    );
  } else if (orders.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <ShoppingBag className="size-10 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{t('customer.orders.emptyTitle')}</h3>
        <p className="max-w-sm text-sm text-muted-foreground">{t('customer.orders.emptyDescription')}</p>
        <Link to="/shop" className={buttonClasses({ className: 'mt-2' })}>
          {t('customer.orders.startShopping')}
        </Link>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="orders-heading" className="grid gap-4">
      <h2 id="orders-heading" className="text-xl font-semibold">
        {t('customer.orders.title')}
      </h2>
      {body}
    </section>
  );
}
