import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/config.ts';
import type { SubscriberStatus } from '../../../shared/schemas/consent.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { daysAgo } from '../../db/days-ago.ts';
import { customers, newsletterConfirmationTokens, newsletterSubscribers } from '../../db/schema.ts';

/** The address's current state, locked until the transaction ends; null when it never signed up. */
export async function findSubscriberForUpdate(
  tx: Tx,
  email: string,
): Promise<{ id: string; status: SubscriberStatus; language: string } | null> {
  const [row] = await tx
    .select({
      id: newsletterSubscribers.id,
      status: newsletterSubscribers.status,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return row ?? null;
}

/** Adds the address as pending, or puts a pending or unsubscribed one back to pending. */
export async function upsertPendingSubscriber(
  db: DbOrTx,
  email: string,
  language: Language | undefined,
): Promise<{ id: string; language: string }> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, language: language ?? 'en', status: 'pending', isActive: false })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: 'pending',
        isActive: false,
        statusChangedAt: sql`now()`,
        // Keep the stored language unless the new request names one.
        language: language ?? sql`${newsletterSubscribers.language}`,
      },
      // A confirmed subscriber stays confirmed.
      setWhere: sql`${newsletterSubscribers.status} <> 'active'`,
    })
    .returning({ id: newsletterSubscribers.id, language: newsletterSubscribers.language });
  if (!row) throw new Error('Subscriber became active while signing up');
  return row;
}

/** Stores a new confirmation token; any earlier link of the subscriber stops working. */
export async function replaceConfirmationToken(
  db: DbOrTx,
  token: typeof newsletterConfirmationTokens.$inferInsert,
): Promise<void> {
  await deleteConfirmationTokens(db, token.subscriberId);
  await db.insert(newsletterConfirmationTokens).values(token);
}

export async function deleteConfirmationTokens(db: DbOrTx, subscriberId: string): Promise<void> {
  await db
    .delete(newsletterConfirmationTokens)
    .where(eq(newsletterConfirmationTokens.subscriberId, subscriberId));
}

/** Marks the token used if it is unused and unexpired; one caller wins even when two arrive at once. */
export async function consumeConfirmationToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(newsletterConfirmationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(newsletterConfirmationTokens.tokenHash, tokenHash),
        isNull(newsletterConfirmationTokens.usedAt),
        gt(newsletterConfirmationTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** A token that could not be used: why, or null when it was never issued (or its sign-up is gone). */
export async function findConfirmationToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      usedAt: newsletterConfirmationTokens.usedAt,
      expiresAt: newsletterConfirmationTokens.expiresAt,
    })
    .from(newsletterConfirmationTokens)
    .where(eq(newsletterConfirmationTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Turns a pending subscriber active; null when it is not pending any more. */
export async function activatePendingSubscriber(db: DbOrTx, subscriberId: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'active', isActive: true, statusChangedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'pending')))
    .returning({ email: newsletterSubscribers.email, language: newsletterSubscribers.language });
  return row ?? null;
}

/** Switches the address off, whatever its state, and voids its pending confirmation links. */
export async function unsubscribeAddress(db: DbOrTx, email: string): Promise<void> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', isActive: false, statusChangedAt: sql`now()` })
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  for (const row of rows) await deleteConfirmationTokens(db, row.id);
}

/**
 * Removes the addresses no newsletter goes to: a sign-up never confirmed (its link lasted days) and an
 * address unsubscribed, `retentionDays` after it signed up or unsubscribed. The consent records stay.
 */
export async function removeLapsedSubscribers(db: DbOrTx, retentionDays: number): Promise<number> {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        inArray(newsletterSubscribers.status, ['pending', 'unsubscribed']),
        lt(newsletterSubscribers.statusChangedAt, daysAgo(retentionDays)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return removed.length;
}

/** The active customer account with this email, if any, so a consent names the customer. */
export async function findCustomerIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, eq(customers.isActive, true)));
  return row?.id ?? null;
}

/** Every subscriber, newest first, as the back office lists them. */
export async function listSubscribers(db: DbOrTx) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      isActive: newsletterSubscribers.isActive,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}
