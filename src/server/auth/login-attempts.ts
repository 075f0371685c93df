// Per-account sign-in lockout: after MAX_FAILURES failed attempts within the window, that account's
// sign-in is refused until the oldest of them leaves the window. Shared by customers and staff.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

type Scope = 'customer' | 'admin';

export async function isLockedOut(db: Db, scope: Scope, accountKey: string, now = new Date()) {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, scope),
        eq(loginAttempts.accountKey, accountKey),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return (row?.failures ?? 0) >= MAX_FAILURES;
}

export async function recordFailure(db: Db, scope: Scope, accountKey: string, now = new Date()) {
  await db.insert(loginAttempts).values({ scope, accountKey, createdAt: now });
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)));
}

export async function clearFailures(db: Db, scope: Scope, accountKey: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.accountKey, accountKey)));
}
