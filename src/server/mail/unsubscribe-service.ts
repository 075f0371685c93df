import type { UnsubscribeFailure } from '../../shared/schemas/mail.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http-error.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';
import { withdrawConsents } from '../modules/consent/repository.ts';
import { unsubscribeAddress } from '../modules/newsletter/repository.ts';

const REFUSALS: Record<UnsubscribeFailure, string> = {
  invalid: 'This unsubscribe link is not valid. Please use the link from your most recent newsletter email.',
  expired: 'This unsubscribe link has expired. Please use the link from a more recent newsletter email.',
};

/**
 * Switches the subscriber in a valid token off and withdraws its consents. An unknown address answers the
 * same (no enumeration).
 */
export async function unsubscribeWithToken(
  db: Db,
  secret: string,
  token: string,
): Promise<{ email: string }> {
  const check = verifyUnsubscribeToken(secret, token);
  if (!check.ok) {
    const message = REFUSALS[check.reason];
    throw new HttpError(400, message, {
      issues: [{ path: 'token', message }],
      details: { reason: check.reason },
    });
  }
  // Unsubscribing withdraws the consent to marketing mail too; the records stay as proof (docs/rules/messages.md).
  await db.transaction(async (tx) => {
    await unsubscribeAddress(tx, check.email);
    await withdrawConsents(tx, { email: check.email }, ['newsletter', 'marketing']);
  });
  return { email: check.email };
}
