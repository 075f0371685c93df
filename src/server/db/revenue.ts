// Revenue in SQL: the orders in REVENUE_STATUS only (docs/rules/ordering.md), for every figure that sums it.
import { sql } from 'drizzle-orm';
import { REVENUE_STATUS } from '../../shared/order-rules.ts';
import { orders } from './schema.ts';

/** True for an order that counts as revenue. */
export const countsAsRevenue = () => sql`${orders.status} = ${REVENUE_STATUS}`;

/** The revenue of the grouped orders as decimal text (`'0'` when there is none). */
export const revenueSum = () =>
  sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${countsAsRevenue()}), 0)::text`;
