// SQL of the audit trail: writing an event, the Activity screen's page, the export of a date range,
// and the retention sweep.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_KINDS,
  type ActivityEvent,
  type ActivityListQuery,
} from '../../../shared/schemas/activity.ts';
import { pageOffset } from '../../../shared/schemas/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containsAnywhere } from '../../db/list-queries.ts';
import { auditEvents, users } from '../../db/schema.ts';
import { daysAgo } from '../../db/days-ago.ts';

type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'createdAt'>;
type AuditRow = typeof auditEvents.$inferSelect;

export async function insertAuditEvent(db: DbOrTx, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

const SHOP_OFFSET = '+08:00';
const DAY_MS = 86_400_000;
/** The first instant of a day in the shop's time zone (UTC+8). */
const startOfShopDay = (day: string) => new Date(`${day}T00:00:00${SHOP_OFFSET}`);
const endOfShopDay = (day: string) => new Date(startOfShopDay(day).getTime() + DAY_MS);

type ActivityFilter = Partial<Pick<ActivityListQuery, 'actor' | 'kind' | 'from' | 'to' | 'q'>>;

function conditions(query: ActivityFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.actor) where.push(eq(auditEvents.actorId, query.actor));
  if (query.kind) where.push(inArray(auditEvents.entityType, [...ACTIVITY_KINDS[query.kind]]));
  if (query.from) where.push(gte(auditEvents.createdAt, startOfShopDay(query.from)));
  if (query.to) where.push(lt(auditEvents.createdAt, endOfShopDay(query.to)));
  if (query.q) where.push(containsAnywhere(query.q, [auditEvents.entityLabel]));
  return where.length ? and(...where) : undefined;
}

export const toActivityEvent = (row: AuditRow): ActivityEvent => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action as ActivityEvent['action'],
  entityType: row.entityType as ActivityEvent['entityType'],
  entityId: row.entityId,
  entityLabel: row.entityLabel,
  changes: row.changes,
});

/** One page, newest first, and how many events match in all. */
export async function listActivityPage(db: DbOrTx, query: ActivityListQuery) {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map(toActivityEvent),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

/** The staff accounts, for the screen's staff filter. */
export function listStaff(db: DbOrTx) {
  return db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.email));
}

const EXPORT_BATCH = 500;

/** The export's filter: whole shop days, both included, and the kind of thing changed (`status`). */
export interface ActivityExportFilter {
  from?: string;
  to?: string;
  status?: string;
}

function exportConditions(filter: ActivityExportFilter): SQL | undefined {
  return conditions({ from: filter.from, to: filter.to, kind: filter.status as ActivityFilter['kind'] });
}

export async function countActivityForExport(db: DbOrTx, filter: ActivityExportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(exportConditions(filter));
  return row?.n ?? 0;
}

/**
 * Every event the filter names, oldest first, in batches read by key so a long range never sits in memory
 * at once: for `taproom export activity`.
 */
export async function* activityExportBatches(
  db: DbOrTx,
  filter: ActivityExportFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ActivityEvent[]> {
  // The cursor keeps the database's own microseconds, which a JavaScript Date would round away.
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const position: SQL | undefined = after
      ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) > (${after.at}::timestamptz, ${after.id})`
      : undefined;
    const rows = await db
      .select({ row: auditEvents, at: sql<string>`${auditEvents.createdAt}::text` })
      .from(auditEvents)
      .where(and(exportConditions(filter), position))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
      .limit(batchSize);
    if (rows.length) yield rows.map(({ row }) => toActivityEvent(row));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.at, id: last.row.id };
  }
}

/** Deletes events older than the retention period; answers how many went. */
export async function removeExpiredAuditEvents(db: DbOrTx, retentionDays: number): Promise<number> {
  const removed = await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, daysAgo(retentionDays)))
    .returning({ id: auditEvents.id });
  return removed.length;
}
