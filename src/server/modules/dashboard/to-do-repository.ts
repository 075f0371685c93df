// SQL for the dashboard's to-do list.
import { asc, count, desc, eq, gte } from 'drizzle-orm';
import { formatOrderNumber } from '../../../shared/order-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, customBeerRequests, orders } from '../../db/schema.ts';

const total = async (query: Promise<{ n: number }[]>): Promise<number> => (await query)[0]?.n ?? 0;
const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Pending orders, the longest-waiting first. */
export async function waitingOrders(db: DbOrTx, limit: number) {
  const [n, rows] = await Promise.all([
    total(db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending'))),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        deliveryOption: orders.deliveryOption,
        totalAmount: orders.totalAmount,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.status, 'pending'))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
  ]);
  return {
    total: n,
    oldest: rows.map((row) => ({ ...iso(row), orderNumber: formatOrderNumber(row.orderNumber) })),
  };
}

export async function unreadMessages(db: DbOrTx, limit: number) {
  const [n, rows] = await Promise.all([
    total(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false))),
    db
      .select({ id: contactMessages.id, name: contactMessages.name, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(eq(contactMessages.isRead, false))
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit),
  ]);
  return { total: n, latest: rows.map(iso) };
}

export async function customBeerRequestsSince(db: DbOrTx, since: Date, limit: number) {
  const [n, rows] = await Promise.all([
    total(db.select({ n: count() }).from(customBeerRequests).where(gte(customBeerRequests.createdAt, since))),
    db
      .select({
        id: customBeerRequests.id,
        name: customBeerRequests.name,
        createdAt: customBeerRequests.createdAt,
      })
      .from(customBeerRequests)
      .where(gte(customBeerRequests.createdAt, since))
      .orderBy(desc(customBeerRequests.createdAt))
      .limit(limit),
  ]);
  return { total: n, latest: rows.map(iso) };
}
