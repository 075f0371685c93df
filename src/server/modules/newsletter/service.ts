// Newsletter double opt-in (docs/rules/messages.md): a sign-up is pending until the link in the
// confirmation mail is followed. The link carries a random 256-bit token of which only the SHA-256 is
// stored; it works once and for CONFIRMATION_LINK_DAYS. Confirming records the consent and sends the
// welcome mail. Every mail is queued in the transaction of the change that causes it.
import type { Language } from '../../../shared/config.ts';
import {
  CONFIRMATION_LINK_DAYS,
  type ConfirmFailure,
  type ConsentSource,
} from '../../../shared/schemas/consent.ts';
import { hashLinkToken, linkRefusal, newLinkToken } from '../../auth/link-token.ts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { recordConsent } from '../consent/repository.ts';
import {
  activatePendingSubscriber,
  consumeConfirmationToken,
  findConfirmationToken,
  findCustomerIdByEmail,
  findSubscriberForUpdate,
  replaceConfirmationToken,
  upsertPendingSubscriber,
} from './repository.ts';

export interface SignUp {
  /** Already lower-cased by the schema. */
  email: string;
  language?: Language;
  source: ConsentSource;
  noticeVersion: string;
  customerId?: string | null;
}

/**
 * Starts the double opt-in in the caller's transaction. A new, pending or unsubscribed address becomes
 * pending with a fresh link (earlier links stop working); an address already confirmed is left as it is
 * and mailed nothing, while the caller answers the same, so the form never reveals who is on the list.
 */
export async function startDoubleOptIn(
  tx: Tx,
  notifications: Notifications,
  input: SignUp,
  now: Date = new Date(),
): Promise<void> {
  const before = await findSubscriberForUpdate(tx, input.email);
  if (before?.status === 'active') return;
  const subscriber = await upsertPendingSubscriber(tx, input.email, input.language);
  const { token, tokenHash } = newLinkToken();
  await replaceConfirmationToken(tx, {
    tokenHash,
    subscriberId: subscriber.id,
    sourceForm: input.source,
    noticeVersion: input.noticeVersion,
    customerId: input.customerId ?? null,
    expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_DAYS * 24 * 3600 * 1000),
  });
  await notifications.newsletterConfirmationRequested(
    tx,
    { email: input.email, language: input.language ?? subscriber.language },
    `/newsletter/confirm?token=${token}`,
  );
}

export async function subscribe(db: Db, input: SignUp, notifications: Notifications): Promise<void> {
  await db.transaction((tx) => startDoubleOptIn(tx, notifications, input));
}

const REFUSALS: Record<ConfirmFailure, string> = {
  invalid: 'This confirmation link is not valid. Please sign up again to get a new link.',
  expired: 'This confirmation link has expired. Please sign up again to get a new link.',
  used: 'This confirmation link has already been used.',
};

function refused(reason: ConfirmFailure): HttpError {
  const message = REFUSALS[reason];
  return new HttpError(400, message, { issues: [{ path: 'token', message }], details: { reason } });
}

/**
 * Follows a confirmation link: the subscriber becomes active, the consent is recorded with the form and
 * notice version of the sign-up and the address that confirmed, and the welcome mail goes out. A link that
 * is unknown, expired or used is refused and changes nothing.
 */
export async function confirmSubscription(
  db: Db,
  notifications: Notifications,
  input: { token: string; clientAddress: string | null },
  now: Date = new Date(),
): Promise<{ email: string }> {
  const tokenHash = hashLinkToken(input.token);
  const confirmed = await db.transaction(async (tx) => {
    const token = await consumeConfirmationToken(tx, tokenHash, now);
    if (!token) return null;
    const subscriber = await activatePendingSubscriber(tx, token.subscriberId);
    // No longer pending: refused, and the rollback leaves the token as it was.
    if (!subscriber) throw refused('invalid');
    await recordConsent(tx, {
      kind: 'newsletter',
      email: subscriber.email,
      customerId: token.customerId ?? (await findCustomerIdByEmail(tx, subscriber.email)),
      sourceForm: token.sourceForm,
      noticeVersion: token.noticeVersion,
      clientAddress: input.clientAddress,
      givenAt: now,
    });
    await notifications.newsletterSubscribed(tx, subscriber);
    return { email: subscriber.email };
  });
  if (confirmed) return confirmed;
  throw refused(linkRefusal(await findConfirmationToken(db, tokenHash), now));
}

/**
 * "Send me news and offers by email" ticked at registration: the choice is recorded as a marketing consent
 * at once, and the newsletter itself still waits for the address to be confirmed (docs/rules/messages.md).
 */
export async function giveMarketingConsentAtRegistration(
  tx: Tx,
  notifications: Notifications,
  input: {
    email: string;
    customerId: string;
    language: Language;
    noticeVersion: string;
    clientAddress: string | null;
  },
): Promise<void> {
  await recordConsent(tx, {
    kind: 'marketing',
    email: input.email,
    customerId: input.customerId,
    sourceForm: 'register',
    noticeVersion: input.noticeVersion,
    clientAddress: input.clientAddress,
  });
  await startDoubleOptIn(tx, notifications, {
    email: input.email,
    language: input.language,
    source: 'register',
    noticeVersion: input.noticeVersion,
    customerId: input.customerId,
  });
}
