// One page of the back-office order list: filtered by status, a date range (whole days in the shop's
// time zone) and a search over name, email, phone and order number; sorted; counted. Page rows and the
// count are two indexed queries, and only the page's items are read.
import { REVENUE_STATUS } from '../../../shared/order-rules.ts';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { senToDecimal, toSen } from '../../../shared/money.ts';
import { pageOffset } from '../../../shared/schemas/paging.ts';
import type { AdminOrderListQuery, AdminOrderSummary } from '../../../shared/schemas/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containsAnywhere, withinDays } from '../../db/list-queries.ts';
import { orders } from '../../db/schema.ts';
import { selectAdminOrderRows, withItems } from './order-views.ts';

/** "TR-1042" or "tr1042" is an order number only; bare digits may also be part of a phone number. */
const ORDER_REFERENCE = /^TR-?(\d{1,9})$/i;
const DIGITS = /^\d{1,9}$/;

function conditions(query: AdminOrderListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  where.push(withinDays(orders.createdAt, query.from, query.to));
  if (query.q) {
    const reference = ORDER_REFERENCE.exec(query.q);
    if (reference) where.push(eq(orders.orderNumber, Number(reference[1])));
    else {
      where.push(
        or(
          containsAnywhere(
            query.q,
            [orders.customerName, orders.customerEmail, orders.customerPhone],
            [orders.customerPhone],
          ),
          DIGITS.test(query.q) ? eq(orders.orderNumber, Number(query.q)) : undefined,
        ),
      );
    }
  }
  return where.length ? and(...where) : undefined;
}

const sorting = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total: [desc(orders.totalAmount), desc(orders.createdAt), desc(orders.id)],
} as const;

export async function listOrderPage(db: DbOrTx, query: AdminOrderListQuery) {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    selectAdminOrderRows(db)
      .where(where)
      .orderBy(...sorting[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    items: await withItems(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

/** Counts per status and the completed revenue, from one grouped query over the orders. */
export async function orderSummary(db: DbOrTx): Promise<AdminOrderSummary> {
  const rows = await db
    .select({
      status: orders.status,
      n: count(),
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text`,
    })
    .from(orders)
    .groupBy(orders.status);
  const countOf = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  const completed = rows.find((row) => row.status === REVENUE_STATUS);
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    pending: countOf('pending'),
    confirmed: countOf('confirmed'),
    completed: countOf('completed'),
    cancelled: countOf('cancelled'),
    revenue: senToDecimal(toSen(completed?.revenue ?? '0')),
  };
}
