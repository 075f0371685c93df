// Rate-limit counters kept in the database, so every limit holds across restarts and across server
// processes sharing one database. Each hit is one atomic statement: the row for the key is created, or
// counted up, or restarted when its window has ended, and the new count comes back with the time left.
import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface Limit {
  /** Names the counter, e.g. 'orders-per-address'. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface HitResult {
  allowed: boolean;
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

const SWEEP_EVERY_MS = 60_000;

/** Subjects (addresses, emails) are stored hashed: the table never holds them in the clear. */
function keyOf(limit: Limit, subject: string): string {
  const digest = crypto.createHash('sha256').update(`taproom-limit\0${subject}`).digest('base64url');
  return `${limit.name}:${digest}`;
}

export interface RateLimiter {
  hit(limit: Limit, subject: string, tx?: DbOrTx): Promise<HitResult>;
  /** Takes one hit back, e.g. a sign-in that turned out to be right. */
  forgive(limit: Limit, subject: string): Promise<void>;
  clear(limit: Limit, subject: string): Promise<void>;
}

/** `scale` multiplies every limit's maximum (1 in the shop; tests of other features raise it). */
export function createRateLimiter(db: DbOrTx, scale = 1): RateLimiter {
  let lastSweep = 0;
  async function sweepNowAndThen(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }

  return {
    async hit(limit, subject, tx = db) {
      const windowEnd = sql`now() + ${limit.windowSeconds} * interval '1 second'`;
      const restarted = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await tx
        .insert(rateLimits)
        .values({ key: keyOf(limit, subject), hits: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${restarted} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${restarted} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          hits: rateLimits.hits,
          secondsLeft: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
        });
      // Never sweep through the outer handle while the caller's transaction is open: on the embedded
      // database that waits for the transaction, which waits for this hit.
      if (tx === db) await sweepNowAndThen();
      const hits = row?.hits ?? 1;
      const retryAfterSeconds = Math.max(1, Math.ceil(Number(row?.secondsLeft ?? limit.windowSeconds)));
      return { allowed: hits <= limit.max * scale, hits, retryAfterSeconds };
    },
    async forgive(limit, subject) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, keyOf(limit, subject)));
    },
    async clear(limit, subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
    },
  };
}
