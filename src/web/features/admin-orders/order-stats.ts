import type { OrderView } from '../../../shared/schemas/orders.ts';

/** A missing status counts as pending (docs/rules/ordering.md). */
export const statusOf = (order: Pick<OrderView, 'status'>): string => order.status || 'pending';
