// SQL of email verification: the proof on the account (customers.email_verified_at) and the single-use
// links that set it. Only a SHA-256 of a link's token is stored, with the address the link was mailed to.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, emailVerificationTokens } from '../../db/schema.ts';

/**
 * The account's email address when the customer has proven they own it, else null. Everything the shop
 * gathered by email alone (messages, custom-beer requests, newsletter sign-ups, consents, guest orders)
 * may be joined to an account through this address only.
 */
export async function provenEmailOf(db: DbOrTx, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, customerId), sql`${customers.emailVerifiedAt} is not null`));
  return row?.email ?? null;
}

export async function findAccountToVerify(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      language: customers.language,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.isActive, true)));
  return row ?? null;
}

/** Clears the proof and stores a new link; any earlier link of the account stops working. */
export async function replaceVerificationToken(
  db: DbOrTx,
  token: { tokenHash: string; customerId: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.update(customers).set({ emailVerifiedAt: null }).where(eq(customers.id, token.customerId));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.customerId, token.customerId));
  await db.insert(emailVerificationTokens).values(token);
}

/** Marks the token used if it is unused and unexpired; one caller wins even when two arrive at once. */
export async function consumeVerificationToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: emailVerificationTokens.customerId, email: emailVerificationTokens.email });
  return row ?? null;
}

/** A token that could not be used: why, or null when it was never issued (or its account is gone). */
export async function findVerificationToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: emailVerificationTokens.usedAt, expiresAt: emailVerificationTokens.expiresAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Records the proof, only while the active account still has the address the link went to. */
export async function markEmailVerified(
  db: DbOrTx,
  customerId: string,
  email: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(customers)
    .set({ emailVerifiedAt: now })
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.isActive, true),
        sql`lower(${customers.email}) = lower(${email})`,
      ),
    )
    .returning({ email: customers.email });
  return row?.email ?? null;
}
