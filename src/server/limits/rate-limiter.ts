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

/** One hit to count: `subject` against `limit`. */
export interface Hit {
  limit: Limit;
  subject: string;
}

export interface RateLimiter {
  hit(limit: Limit, subject: string, tx?: DbOrTx): Promise<HitResult>;
  /**
   * Several hits in one statement, each answered as if counted alone in the order given (the same
   * counter named twice counts twice). Rows are counted in that order, so a row many callers share goes
   * last and is held for the least time.
   */
  hitEach(hits: readonly Hit[], tx?: DbOrTx): Promise<HitResult[]>;
  /**
   * Hits on distinct counters, counted in turn in one statement: each only while every one before it was
   * allowed, so a refused hit leaves the counters after it as they were. Answers the counted hits, in
   * order; the first refused one, if any, is the last answer.
   */
  hitInTurn(hits: readonly Hit[]): Promise<HitResult[]>;
  /** Takes one hit back, e.g. a sign-in that turned out to be right. */
  forgive(limit: Limit, subject: string): Promise<void>;
  clear(limit: Limit, subject: string): Promise<void>;
}

// How a counted key's row changes: its window restarts once ended, else its hits are added on.
const restarted = sql`${rateLimits.resetAt} <= now()`;
const countedUp = {
  hits: sql`case when ${restarted} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
  resetAt: sql`case when ${restarted} then excluded.reset_at else ${rateLimits.resetAt} end`,
};
const windowEnd = (limit: Limit) => sql`now() + ${limit.windowSeconds} * interval '1 second'`;
const secondsLeft = sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`;

/** `scale` multiplies every limit's maximum (1 in the shop; tests of other features raise it). */
export function createRateLimiter(db: DbOrTx, scale = 1): RateLimiter {
  /** The most hits `limit` allows in a window. */
  const allowance = (limit: Limit): number => limit.max * scale;
  /** What a counter at `hits`, with `seconds` left in its window, answers. */
  const verdict = (limit: Limit, hits: number, seconds: number): HitResult => ({
    allowed: hits <= allowance(limit),
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil(seconds)),
  });

  let lastSweep = 0;
  async function sweepNowAndThen(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }

  async function hitEach(hits: readonly Hit[], tx: DbOrTx = db): Promise<HitResult[]> {
    if (hits.length === 0) return [];
    // Each counter once, with how many hits it takes, in the order first named; each hit, its counter and
    // how many of this call's hits on that counter come up to and including it.
    const counters = new Map<string, { limit: Limit; count: number }>();
    const positions = hits.map(({ limit, subject }) => {
      const key = keyOf(limit, subject);
      const counter = counters.get(key) ?? { limit, count: 0 };
      counter.count++;
      counters.set(key, counter);
      return { key, counter, nth: counter.count };
    });
    const rows = await tx
      .insert(rateLimits)
      .values(
        [...counters].map(([key, { limit, count }]) => ({ key, hits: count, resetAt: windowEnd(limit) })),
      )
      .onConflictDoUpdate({ target: rateLimits.key, set: countedUp })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, secondsLeft });
    // Never sweep through the outer handle while the caller's transaction is open: on the embedded
    // database that waits for the transaction, which waits for this hit.
    if (tx === db) await sweepNowAndThen();
    const counted = new Map(rows.map((row) => [row.key, row]));
    return positions.map(({ key, counter: { limit, count }, nth }) => {
      const row = counted.get(key);
      // The counter before this call's hits, plus this call's up to and including this one.
      const hitsNow = (row?.hits ?? count) - count + nth;
      return verdict(limit, hitsNow, Number(row?.secondsLeft ?? limit.windowSeconds));
    });
  }

  async function hitInTurn(hits: readonly Hit[]): Promise<HitResult[]> {
    if (hits.length === 0) return [];
    const keys = hits.map(({ limit, subject }) => keyOf(limit, subject));
    if (new Set(keys).size < keys.length) throw new Error('hitInTurn counts each counter once');
    // One data-modifying step per hit; a step reads the count its predecessor returned, and counts
    // nothing when that step counted nothing or went over its limit.
    const steps = hits.map(({ limit }, i) => {
      const previous = hits[i - 1];
      const turn = previous
        ? sql`where (select hits from ${sql.identifier(`hit${i - 1}`)}) <= ${allowance(previous.limit)}`
        : sql``;
      return sql`${sql.identifier(`hit${i}`)} as (
        insert into ${rateLimits} (key, hits, reset_at)
        select ${keys[i]}, 1, ${windowEnd(limit)} ${turn}
        on conflict (key) do update set hits = ${countedUp.hits}, reset_at = ${countedUp.resetAt}
        returning key, hits, ${secondsLeft} as seconds_left
      )`;
    });
    const answers = sql.join(
      hits.map((_, i) => sql`select key, hits, seconds_left from ${sql.identifier(`hit${i}`)}`),
      sql` union all `,
    );
    const { rows } = await db.execute<{ key: string; hits: number; seconds_left: number }>(
      sql`with ${sql.join(steps, sql`, `)} ${answers}`,
    );
    await sweepNowAndThen();
    const counted = new Map(rows.map((row) => [row.key, row]));
    const results: HitResult[] = [];
    for (const [i, { limit }] of hits.entries()) {
      const row = counted.get(keys[i]!);
      if (!row) break;
      const result = verdict(limit, row.hits, row.seconds_left);
      results.push(result);
      if (!result.allowed) break;
    }
    return results;
  }

  return {
    hitEach,
    hitInTurn,
    async hit(limit, subject, tx = db) {
      const [result] = await hitEach([{ limit, subject }], tx);
      return result!;
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
