// Email verification (docs/rules/accounts.md): a random 256-bit token goes out in a link to the account's
// address and only its SHA-256 is stored; the link works once, for EMAIL_VERIFICATION_LINK_HOURS, and only
// while the account keeps that address. Sign-in never waits for it: the proof only widens what the
// account's data export and deletion may gather by email.
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  type VerifyFailure,
} from '../../../shared/schemas/email-verification.ts';
import { hashLinkToken, linkRefusal, newLinkToken } from '../../auth/link-token.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { Notifications } from '../../mail/notifications.ts';
import {
  consumeVerificationToken,
  findAccountToVerify,
  findVerificationToken,
  markEmailVerified,
  replaceVerificationToken,
} from './repository.ts';

/** The page behind the mailed link; it posts the token to /api/customer/verify-email. */
export const VERIFY_PAGE = '/customer/verify-email';

/**
 * Mails a fresh link to the account's current address and clears any earlier proof, in the caller's
 * transaction. Registration calls it, and so must anything that changes an account's email.
 */
export async function startEmailVerification(
  tx: DbOrTx,
  notifications: Notifications,
  account: { id: string; email: string; language: string },
  now: Date = new Date(),
): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await replaceVerificationToken(tx, {
    tokenHash,
    customerId: account.id,
    email: account.email,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LINK_HOURS * 3600 * 1000),
  });
  await notifications.emailVerificationRequested(tx, account, `${VERIFY_PAGE}?token=${token}`);
}

/** A new link for a signed-in customer who has not proven the address yet; nothing for one who has. */
export async function resendVerificationLink(
  db: Db,
  notifications: Notifications,
  customerId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccountToVerify(tx, customerId);
    if (!account || account.emailVerifiedAt) return;
    await startEmailVerification(tx, notifications, account);
  });
}

const REFUSALS: Record<VerifyFailure, string> = {
  invalid: 'This verification link is not valid. Sign in and ask for a new link from your account.',
  expired: 'This verification link has expired. Sign in and ask for a new link from your account.',
  used: 'This verification link has already been used.',
};

function refused(reason: VerifyFailure): HttpError {
  const message = REFUSALS[reason];
  return new HttpError(400, message, { issues: [{ path: 'token', message }], details: { reason } });
}

/** Follows a link: the account's address counts as proven from now on. A refused link changes nothing. */
export async function verifyEmail(db: Db, token: string, now: Date = new Date()): Promise<{ email: string }> {
  const tokenHash = hashLinkToken(token);
  const verified = await db.transaction(async (tx) => {
    const link = await consumeVerificationToken(tx, tokenHash, now);
    if (!link) return null;
    const email = await markEmailVerified(tx, link.customerId, link.email, now);
    // The account changed its address or closed since: refused, and the rollback keeps the token as it was.
    if (!email) throw refused('invalid');
    return { email };
  });
  if (verified) return verified;
  throw refused(linkRefusal(await findVerificationToken(db, tokenHash), now));
}
