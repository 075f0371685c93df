import { desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/config.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

/** Adds the address, or re-activates it when it exists; returns whether it was new. */
export async function upsertSubscriber(
  db: DbOrTx,
  email: string,
  language: Language | undefined,
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, language: language ?? 'en' })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        isActive: true,
        // Keep the stored language unless the new request names one.
        language: language ?? sql`${newsletterSubscribers.language}`,
      },
    })
    // xmax is 0 only for a freshly inserted row: tells a new subscriber from a returning one.
    .returning({ id: newsletterSubscribers.id, created: sql<boolean>`(xmax = 0)` });
  return row!;
}

/** The address's current state, locked until the transaction ends; null when it was never subscribed. */
export async function findSubscriberForUpdate(
  tx: Tx,
  email: string,
): Promise<{ isActive: boolean; language: string } | null> {
  const [row] = await tx
    .select({ isActive: newsletterSubscribers.isActive, language: newsletterSubscribers.language })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return row ?? null;
}

/** Every subscriber, newest first, as the back office lists them. */
export async function listSubscribers(db: DbOrTx) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      isActive: newsletterSubscribers.isActive,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}
