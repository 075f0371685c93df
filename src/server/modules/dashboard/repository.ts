// Figures for the admin dashboard, counted in Malaysian calendar days (UTC+8).
import { count, gte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { revenueSum } from '../../db/revenue.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ONE_ROW } from '../../db/list-queries.ts';
import { contactMessages, newsletterSubscribers, orders, pageViews, products } from '../../db/schema.ts';

/** The four counts in one round trip; subscribers are the confirmed ones, who receive the newsletter. */
export async function countAll(db: DbOrTx) {
  const countOf = (table: PgTable) => sql<number>`(select count(*) from ${table})`.mapWith(Number);
  const [row] = await db
    .select({
      products: countOf(products),
      orders: countOf(orders),
      messages: countOf(contactMessages),
      subscribers:
        sql<number>`(select count(*) from ${newsletterSubscribers} where ${newsletterSubscribers.isActive})`.mapWith(
          Number,
        ),
    })
    .from(ONE_ROW);
  return row ?? { products: 0, orders: 0, messages: 0, subscribers: 0 };
}

/** Orders and completed revenue per Malaysian day since `since` (an instant). */
export async function ordersPerDay(db: DbOrTx, since: Date) {
  const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: count(),
      revenue: revenueSum(),
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
