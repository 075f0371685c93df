// The mail outbox: a message is a row written in the same transaction as the order, message or request that
// causes it, so a rolled-back change sends nothing and a committed one is never forgotten. The sender
// (sender.ts) delivers the rows in the background.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { daysAgo } from '../db/days-ago.ts';

export interface OutgoingMail {
  /** What the message is about, e.g. 'order-acknowledgement'; kept for the logs and the back office. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

const enqueueListeners = new Set<() => void>();

/** Lets a sender in this process look at the outbox soon after a message is written. */
export function onMailEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  await enqueueMails(tx, [mail]);
}

/** Several messages in one statement (none: no statement). */
export async function enqueueMails(tx: DbOrTx, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? null,
    })),
  );
  // The row is visible only once the caller's transaction commits; the sender re-checks a little later
  // and its regular poll catches anything still uncommitted then.
  for (const listener of enqueueListeners) listener();
}

/**
 * Takes up to `limit` due messages for this process: pending ones whose time has come, and ones another
 * process claimed but whose lease ran out (it crashed or stalled). SKIP LOCKED lets several processes
 * claim at once without waiting on each other or taking the same row; the lease keeps a claimed row away
 * from others after this statement commits. Each claim counts as an attempt, so a message that crashes
 * its sender over and over still reaches the attempt limit.
 */
export async function claimDueMail(
  db: Db,
  options: { limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + ${`${options.leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Puts a message back in the queue for a later attempt, or gives up on it. */
export async function markFailedAttempt(
  db: Db,
  id: string,
  outcome: { error: string; retryInMs: number | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      outcome.retryInMs === null
        ? { status: 'failed', lockedUntil: null, lastError: outcome.error }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: outcome.error,
            nextAttemptAt: sql`now() + ${`${outcome.retryInMs} milliseconds`}::interval`,
          },
    )
    .where(eq(mailOutbox.id, id));
}

/** What the back office shows: messages still to be delivered and messages given up on. */
export async function mailStatusCounts(db: DbOrTx): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${mailOutbox.status} in ('pending', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
    })
    .from(mailOutbox);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/**
 * Removes the copies of mails delivered, or given up on, more than `retentionDays` ago (the privacy notice
 * states the period): they hold what the mail said, names and addresses included. Mails still to be
 * delivered stay whatever their age.
 */
export async function removeExpiredMailCopies(db: DbOrTx, retentionDays: number): Promise<number> {
  const cutoff = daysAgo(retentionDays);
  const removed = await db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, cutoff)),
        and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.createdAt, cutoff)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}
