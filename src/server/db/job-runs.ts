// Periodic work shared by several servers on one database (docs/decisions/011-scale-out.md): a job runs
// only when it claims its period here, in one atomic statement, so two servers never both run it.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { jobRuns } from './schema.ts';

/**
 * True when this server may run `name` now: no server started it within the last 90 % of `everyMs`
 * (the rest absorbs timers drifting apart). The claim itself records the start.
 */
export async function claimJobRun(db: DbOrTx, name: string, everyMs: number): Promise<boolean> {
  const gapSeconds = (everyMs * 0.9) / 1000;
  const rows = await db
    .insert(jobRuns)
    .values({ name, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { startedAt: sql`now()` },
      setWhere: sql`${jobRuns.startedAt} <= now() - make_interval(secs => ${gapSeconds}::double precision)`,
    })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}
