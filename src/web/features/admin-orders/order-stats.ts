import { formatRM, toSen } from '../../../shared/money.ts';
import type { OrderView } from '../../../shared/schemas/orders.ts';

/** A missing status counts as pending (docs/rules/ordering.md). */
export const statusOf = (order: Pick<OrderView, 'status'>): string => order.status || 'pending';

export function orderStats(orders: readonly OrderView[]) {
  const countOf = (status: string) => orders.filter((o) => statusOf(o) === status).length;
  const revenueSen = orders
    .filter((o) => statusOf(o) === 'completed')
    .reduce((sum, o) => sum + toSen(o.totalAmount), 0);
  return {
    total: orders.length,
    pending: countOf('pending'),
    confirmed: countOf('confirmed'),
    completed: countOf('completed'),
    cancelled: countOf('cancelled'),
    revenue: formatRM(revenueSen),
  };
}
