// One page of the back-office order list: filtered by status, a date range (whole days in the shop's
// time zone) and a search over name, email and phone; sorted; counted. Page rows and the count are two
// indexed queries, and only the page's items are read.
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../shared/schemas/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { selectOrderRows, withItems } from './order-views.ts';

const SHOP_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

/** `%` and `_` typed by staff are searched for literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(query: AdminOrderListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00${SHOP_OFFSET}`)));
  if (query.to) {
    const endOfDay = new Date(Date.parse(`${query.to}T00:00:00${SHOP_OFFSET}`) + DAY_MS);
    where.push(lt(orders.createdAt, endOfDay));
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ilike(orders.customerPhone, pattern),
      ),
    );
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
    selectOrderRows(db)
      .where(where)
      .orderBy(...sorting[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    items: await withItems(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}
