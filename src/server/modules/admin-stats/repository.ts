// Figures for the admin dashboard, counted in Malaysian calendar days (UTC+8).
import { count, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers, orders, pageViews, products } from '../../db/schema.ts';

export async function countAll(db: DbOrTx) {
  const one = async (query: Promise<{ n: number }[]>): Promise<number> => (await query)[0]?.n ?? 0;
  const [productCount, orderCount, messageCount, subscriberCount] = await Promise.all([
    one(db.select({ n: count() }).from(products)),
    one(db.select({ n: count() }).from(orders)),
    one(db.select({ n: count() }).from(contactMessages)),
    one(db.select({ n: count() }).from(newsletterSubscribers)),
  ]);
  return { products: productCount, orders: orderCount, messages: messageCount, subscribers: subscriberCount };
}

/** Orders and completed revenue per Malaysian day since `since` (an instant). */
export async function ordersPerDay(db: DbOrTx, since: Date) {
  const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: count(),
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} = 'completed'), 0)::text`,
    })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(day);
}

/** Page views per day from `fromDay` ('YYYY-MM-DD', inclusive). */
export async function pageViewsPerDay(db: DbOrTx, fromDay: string) {
  const day = sql<string>`to_char(${pageViews.day}, 'YYYY-MM-DD')`;
  return db
    .select({ day, views: sql<number>`sum(${pageViews.views})::int` })
    .from(pageViews)
    .where(gte(pageViews.day, fromDay))
    .groupBy(day);
}
