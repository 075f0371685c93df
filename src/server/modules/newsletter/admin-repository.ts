// The subscriber list as staff page through it (active or not, searched by email, sorted) and the
// counts above it, from one query over every subscriber.
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { malaysiaDay } from '../../../shared/dates.ts';
import type { SubscriberListQuery, SubscriberSummary } from '../../../shared/schemas/admin-lists.ts';
import type { NewsletterSubscriberView } from '../../../shared/schemas/admin-inbox.ts';
import { pageOffset, type Paged } from '../../../shared/schemas/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containsAnywhere } from '../../db/list-queries.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema.ts';

const sorting = {
  newest: [desc(subscribers.createdAt), desc(subscribers.id)],
  oldest: [asc(subscribers.createdAt), asc(subscribers.id)],
  email: [asc(subscribers.email)],
} as const;

export async function listSubscriberPage(
  db: DbOrTx,
  query: SubscriberListQuery,
): Promise<Paged<NewsletterSubscriberView>> {
  const where = and(
    query.status ? eq(subscribers.isActive, query.status === 'active') : undefined,
    query.q ? containsAnywhere(query.q, [subscribers.email]) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        isActive: subscribers.isActive,
        createdAt: subscribers.createdAt,
      })
      .from(subscribers)
      .where(where)
      .orderBy(...sorting[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(subscribers).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

/** Every subscriber counted: all, active, and signed up today (Malaysian calendar day). */
export async function subscriberSummary(db: DbOrTx, now = new Date()): Promise<SubscriberSummary> {
  const dayStart = new Date(`${malaysiaDay(now)}T00:00:00+08:00`);
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${subscribers.isActive})`.mapWith(Number),
      today: sql<number>`count(*) filter (where ${gte(subscribers.createdAt, dayStart)})`.mapWith(Number),
    })
    .from(subscribers);
  return { total: row?.total ?? 0, active: row?.active ?? 0, today: row?.today ?? 0 };
}
