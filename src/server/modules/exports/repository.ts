// The rows of the CSV exports (docs/rules/api.md, "Exports"), oldest first, read in batches by keyset
// (created_at, id) so an export of any size holds one batch in memory at a time.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ExportFilter } from '../../../shared/schemas/exports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withinDays } from '../../db/list-queries.ts';
import { customers, newsletterSubscribers, orderItems, orders } from '../../db/schema.ts';
import { orderLineColumns } from '../orders/order-views.ts';

const BATCH = 500;

type Keyed = { cursorAt: string; id: string };
type Table = typeof orders | typeof customers | typeof newsletterSubscribers;

/** Rows after the previous batch's last (created_at, id); created_at compared as text to keep microseconds. */
const after = (table: Table, last: Keyed | undefined): SQL | undefined =>
  last
    ? sql`(${table.createdAt}, ${table.id}) > (${last.cursorAt}::timestamptz, ${last.id}::uuid)`
    : undefined;

const cursorAt = (table: Table) => sql<string>`${table.createdAt}::text`;

async function* inBatches<T extends Keyed>(page: (last: T | undefined) => Promise<T[]>): AsyncGenerator<T[]> {
  let last: T | undefined;
  for (;;) {
    const rows = await page(last);
    if (rows.length === 0) return;
    yield rows;
    last = rows.at(-1);
    if (rows.length < BATCH) return;
  }
}

const orderWhere = (filter: ExportFilter) =>
  and(
    withinDays(orders.createdAt, filter.from, filter.to),
    filter.status ? eq(orders.status, filter.status) : undefined,
  );

export async function countExportOrders(db: DbOrTx, filter: ExportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(orderWhere(filter));
  return row?.n ?? 0;
}

/** Orders with their items, a batch of orders at a time. */
export function exportOrderBatches(db: DbOrTx, filter: ExportFilter) {
  return inBatches(async (last: Keyed | undefined) => {
    const rows = await db
      .select({
        id: orders.id,
        cursorAt: cursorAt(orders),
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        customerPhone: orders.customerPhone,
        deliveryOption: orders.deliveryOption,
        deliveryAddress: orders.deliveryAddress,
        kegDispenserQuantity: orders.kegDispenserQuantity,
        kegDispenserCost: orders.kegDispenserCost,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(and(orderWhere(filter), after(orders, last)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(BATCH);
    if (rows.length === 0) return [];
    const items = await db
      .select({ orderId: orderItems.orderId, ...orderLineColumns })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.productName), asc(orderItems.variantSize), asc(orderItems.id));
    return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
  });
}

const customerWhere = (filter: ExportFilter) =>
  and(
    withinDays(customers.createdAt, filter.from, filter.to),
    filter.status ? eq(customers.isActive, filter.status === 'active') : undefined,
  );

export async function countExportCustomers(db: DbOrTx, filter: ExportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers).where(customerWhere(filter));
  return row?.n ?? 0;
}

export function exportCustomerBatches(db: DbOrTx, filter: ExportFilter) {
  return inBatches((last: Keyed | undefined) =>
    db
      .select({
        id: customers.id,
        cursorAt: cursorAt(customers),
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phone,
        address: customers.address,
        language: customers.language,
        isActive: customers.isActive,
        createdAt: customers.createdAt,
        orderCount: sql<number>`(select count(*) from ${orders} where ${orders.customerId} = ${customers.id})::int`,
      })
      .from(customers)
      .where(and(customerWhere(filter), after(customers, last)))
      .orderBy(asc(customers.createdAt), asc(customers.id))
      .limit(BATCH),
  );
}

const subscriberWhere = (filter: ExportFilter) =>
  and(
    withinDays(newsletterSubscribers.createdAt, filter.from, filter.to),
    filter.status
      ? eq(newsletterSubscribers.status, filter.status as 'pending' | 'active' | 'unsubscribed')
      : undefined,
  );

export async function countExportSubscribers(db: DbOrTx, filter: ExportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(subscriberWhere(filter));
  return row?.n ?? 0;
}

export function exportSubscriberBatches(db: DbOrTx, filter: ExportFilter) {
  return inBatches((last: Keyed | undefined) =>
    db
      .select({
        id: newsletterSubscribers.id,
        cursorAt: cursorAt(newsletterSubscribers),
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        language: newsletterSubscribers.language,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(and(subscriberWhere(filter), after(newsletterSubscribers, last)))
      .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
      .limit(BATCH),
  );
}
