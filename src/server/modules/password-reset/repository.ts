// Reset tokens and the password columns of both kinds of account.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/schemas/password-reset.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customers, passwordResetTokens, users } from '../../db/schema.ts';

export interface ResettableAccount {
  id: string;
  email: string;
}

/** An account that may reset its password: an active customer, or an enabled staff member with sign-in. */
export async function findResettableAccount(
  db: DbOrTx,
  kind: AccountKind,
  email: string,
): Promise<ResettableAccount | null> {
  if (kind === 'customer') {
    const [row] = await db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(and(eq(sql`lower(${customers.email})`, email), eq(customers.isActive, true)));
    return row ?? null;
  }
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  // An invited member who has not yet chosen a password uses their invitation, not a reset link.
  return row?.passwordHash && !row.disabledAt ? { id: row.id, email: row.email } : null;
}

/** Stores a new token for the account; any earlier link of that account stops working. */
export async function replaceResetToken(
  db: DbOrTx,
  token: { tokenHash: string; accountKind: AccountKind; accountId: string; expiresAt: Date },
): Promise<void> {
  await deleteResetTokens(db, token.accountKind, token.accountId);
  await db.insert(passwordResetTokens).values(token);
}

export async function deleteResetTokens(db: DbOrTx, kind: AccountKind, accountId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.accountKind, kind), eq(passwordResetTokens.accountId, accountId)));
}

/** Marks the token used if it is unused and unexpired; one caller wins even when two arrive at once. */
export async function consumeResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ kind: AccountKind; accountId: string } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ kind: passwordResetTokens.accountKind, accountId: passwordResetTokens.accountId });
  return row ? { kind: row.kind as AccountKind, accountId: row.accountId } : null;
}

/** Sets the new hash and returns the account's email, or null when the account is gone. */
export async function setPasswordHash(
  db: DbOrTx,
  kind: AccountKind,
  accountId: string,
  hash: string,
): Promise<string | null> {
  const now = new Date();
  const [row] =
    kind === 'customer'
      ? await db
          .update(customers)
          .set({ password: hash, updatedAt: now })
          .where(and(eq(customers.id, accountId), eq(customers.isActive, true)))
          .returning({ email: customers.email })
      : await db
          .update(users)
          .set({ passwordHash: hash, updatedAt: now })
          .where(eq(users.id, accountId))
          .returning({ email: users.email });
  return row?.email ?? null;
}
