// Back-in-stock requests (docs/decisions/026-releases-and-stock-alerts.md). Asking is a double opt-in like
// the newsletter: the request waits for the mailed link (a random token of which only the SHA-256 is
// kept, valid CONFIRMATION_LINK_DAYS, once); confirming records the consent. When the size can be ordered
// again, each waiting request gets one mail in its language, stamped in the transaction that queues it.
// Every mail carries a signed link that removes the request and its address.
import type { Language } from '../../../shared/config.ts';
import { CONFIRMATION_LINK_DAYS } from '../../../shared/schemas/consent.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-token.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { recordConsent } from '../consent/repository.ts';
import { findCustomerIdByEmail } from '../newsletter/repository.ts';
import { productNameIn } from '../stock/repository.ts';
import * as repo from './repository.ts';
import { verifyStopToken } from './stop-token.ts';

/** Requests answered per pass; the rest wait for the next. */
const ANSWERS_PER_PASS = 200;
export const BACK_IN_STOCK_SOURCE = 'product';

export interface BackInStockAsk {
  variantId: string;
  email: string;
  language: Language;
  noticeVersion: string;
  customerId: string | null;
}

/** Starts the double opt-in; an unknown size is 404, anything else answers the same. */
export async function askBackInStock(
  db: Db,
  notifications: Notifications,
  ask: BackInStockAsk,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const size = await repo.findRequestableSize(tx, ask.variantId);
    if (!size) throw notFound('This size is not on sale');
    const { token, tokenHash } = newLinkToken();
    const request = await repo.upsertPendingRequest(tx, {
      variantId: ask.variantId,
      email: ask.email,
      language: ask.language,
      customerId: ask.customerId,
      noticeVersion: ask.noticeVersion,
      tokenHash,
      tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_LINK_DAYS * 24 * 3600 * 1000),
    });
    // Already confirmed and waiting: nothing to do, and the answer does not say so.
    if (!request) return;
    const product = (await productNameIn(tx, size.productId, ask.language)) ?? '';
    await notifications.backInStockConfirmationRequested(tx, {
      requestId: request.id,
      email: ask.email,
      language: ask.language,
      product,
      size: size.size,
      confirmPath: `/back-in-stock/confirm?token=${token}`,
    });
  });
}

function refused(reason: 'invalid' | 'expired'): HttpError {
  const message =
    reason === 'expired'
      ? 'This confirmation link has expired. Please ask again on the product page.'
      : 'This link is not valid or has been used already.';
  return new HttpError(400, message, { issues: [{ path: 'token', message }], details: { reason } });
}

export async function confirmBackInStock(
  db: Db,
  input: { token: string; clientAddress: string | null },
  now = new Date(),
): Promise<{ email: string }> {
  const tokenHash = hashLinkToken(input.token);
  const confirmed = await db.transaction(async (tx) => {
    const request = await repo.confirmRequest(tx, tokenHash, now);
    if (!request) return null;
    await recordConsent(tx, {
      kind: 'back-in-stock',
      email: request.email,
      customerId: request.customerId ?? (await findCustomerIdByEmail(tx, request.email)),
      sourceForm: BACK_IN_STOCK_SOURCE,
      noticeVersion: request.noticeVersion,
      clientAddress: input.clientAddress,
      givenAt: now,
    });
    return { email: request.email };
  });
  if (confirmed) return confirmed;
  throw refused((await repo.linkExpired(db, tokenHash, now)) ? 'expired' : 'invalid');
}

/** Follows a removal link: the request and its address are gone. */
export async function stopBackInStock(db: Db, secret: string, token: string): Promise<{ email: string }> {
  const id = verifyStopToken(secret, token);
  const removed = id ? await repo.deleteRequest(db, id) : null;
  if (!removed) throw refused('invalid');
  return removed;
}

/** One pass: every waiting request whose size can be ordered again gets its one mail. */
export async function answerBackInStock(db: Db, notifications: Notifications): Promise<number> {
  return db.transaction(async (tx) => {
    const answered = await repo.takeAnswerableRequests(tx, ANSWERS_PER_PASS);
    for (const { request, size } of answered) {
      const language = request.language as Language;
      await notifications.backInStock(tx, {
        requestId: request.id,
        email: request.email,
        language,
        product: (await productNameIn(tx, size.productId, language)) ?? '',
        size: size.size,
        productPath: `/product/${size.productId}?lang=${language}`,
      });
    }
    return answered.length;
  });
}
