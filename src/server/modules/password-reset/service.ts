// Password reset: a random 256-bit token goes out in the link and only its SHA-256 is stored; the link
// works once and for RESET_LINK_MINUTES. Using it sets the new password, signs the account out of every
// other session and mails a notice.
import crypto from 'node:crypto';
import type { Language } from '../../../shared/config.ts';
import {
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  type AccountKind,
} from '../../../shared/schemas/password-reset.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { endOtherSessions } from '../../plugins/sessions.ts';
import { recordActivity, staffEntity } from '../audit/record.ts';
import {
  consumeResetToken,
  deleteResetTokens,
  findResettableAccount,
  replaceResetToken,
  setPasswordHash,
} from './repository.ts';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Where each kind of account chooses its new password; the token rides in the fragment, never sent to a server. */
const RESET_PAGES: Record<AccountKind, string> = {
  customer: '/customer/reset-password',
  staff: '/admin/reset-password',
};

export async function sendResetLink(
  db: Db,
  notifications: Notifications,
  input: { email: string; account: AccountKind; language: Language },
  now = new Date(),
): Promise<void> {
  const email = input.email.toLowerCase();
  const account = await findResettableAccount(db, input.account, email);
  if (!account) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await replaceResetToken(tx, {
      tokenHash: hashToken(token),
      accountKind: input.account,
      accountId: account.id,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await notifications.passwordResetRequested(
      tx,
      { email: account.email, language: input.language },
      `${RESET_PAGES[input.account]}#token=${token}`,
    );
  });
}

export async function resetPassword(
  db: Db,
  notifications: Notifications,
  input: { token: string; password: string; language: Language; keepSessionId: string | undefined },
): Promise<AccountKind> {
  const hash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const token = await consumeResetToken(tx, hashToken(input.token), new Date());
    if (!token) return null;
    const email = await setPasswordHash(tx, token.kind, token.accountId, hash);
    if (!email) return null;
    await deleteResetTokens(tx, token.kind, token.accountId);
    const identity = token.kind === 'customer' ? 'customerId' : 'adminUserId';
    await endOtherSessions(tx, identity, token.accountId, input.keepSessionId);
    await notifications.passwordChanged(tx, { email, language: input.language });
    if (token.kind === 'staff') {
      const staff = { id: token.accountId, email };
      await recordActivity(tx, { actor: staff, action: 'staff.password-reset', entity: staffEntity(staff) });
    }
    return { kind: token.kind, email };
  });
  if (!outcome) throw badRequest(RESET_LINK_INVALID, 'token');
  return outcome.kind;
}
