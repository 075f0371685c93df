// Periodic work shared by several servers on one database (docs/decisions/011-scale-out.md): a job runs
// only when it claims its period here, in one atomic statement, so two servers never both run it.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { jobRuns } from './schema.ts';

/** Records a start of `name` unless a run recorded before fails `mayRunAgain`; true when it did. */
async function claim(db: DbOrTx, name: string, mayRunAgain: SQL): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ name, startedAt: sql`now()` })
    .onConflictDoUpdate({ target: jobRuns.name, set: { startedAt: sql`now()` }, setWhere: mayRunAgain })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

/**
 * True when this server may run `name` now: no server started it within the last 90 % of `everyMs`
 * (the rest absorbs timers drifting apart). The claim itself records the start.
 */
export async function claimJobRun(db: DbOrTx, name: string, everyMs: number): Promise<boolean> {
  const gapSeconds = (everyMs * 0.9) / 1000;
  return claim(
    db,
    name,
    sql`${jobRuns.startedAt} <= now() - make_interval(secs => ${gapSeconds}::double precision)`,
  );
}

/**
 * True when this server may run `name` today: no server ran it yet on this Malaysian calendar day. Given
 * the caller's transaction, the claim stands or falls with the work it guards.
 */
export async function claimDailyRun(db: DbOrTx, name: string): Promise<boolean> {
  const malaysianDay = (instant: SQL | typeof jobRuns.startedAt) =>
    sql`(${instant} at time zone 'Asia/Kuala_Lumpur')::date`;
  return claim(db, name, sql`${malaysianDay(jobRuns.startedAt)} < ${malaysianDay(sql`now()`)}`);
}
