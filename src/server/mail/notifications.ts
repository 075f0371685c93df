// What the rest of the server calls: one function per event, each enqueueing its messages in the caller's
// transaction (pass the same tx that writes the order, message, request or subscriber). Mails to one
// recipient are capped per hour, so no request can turn the shop into a mail cannon; a capped message is
// dropped, the change that caused it still happens.
import type { DbOrTx } from '../db/client.ts';
import type { Env } from '../env.ts';
import { LIMITS } from '../limits/policies.ts';
import type { Hit, RateLimiter } from '../limits/rate-limiter.ts';
import { readBusinessProfile } from '../modules/business-profile/repository.ts';
import { enqueueMails, type OutgoingMail } from './outbox.ts';
import type { BusinessProfile } from '../../shared/business-profile.ts';
import type { AccountForMail } from './templates/account-for-mail.ts';
import { contactAlertMail, type ContactMessageForMail } from './templates/contact-alert.ts';
import { customBeerAlertMail } from './templates/custom-beer-alert.ts';
import type { CustomBeerRequestForMail } from './templates/custom-beer-brief.ts';
import { customBeerCopyMail } from './templates/custom-beer-copy.ts';
import { newOrderAlertMail } from './templates/new-order-alert.ts';
import { newsletterConfirmationMail } from './templates/newsletter-confirmation.ts';
import { newsletterWelcomeMail } from './templates/newsletter-welcome.ts';
import { orderConfirmationMail } from './templates/order-confirmation.ts';
import type { OrderForMail, OrderItemForMail } from './templates/order-details.ts';
import { orderStatusUpdateMail, type OrderUpdateMailOptions } from './templates/order-status-update.ts';
import { passwordChangedMail } from './templates/password-changed.ts';
import { passwordResetLinkMail } from './templates/password-reset-link.ts';
import { emailVerificationMail } from './templates/email-verification.ts';
import { signInAlertMail } from './templates/sign-in-alert.ts';
import type { SubscriberForMail } from './templates/subscriber-for-mail.ts';
import { staffInvitationMail } from './templates/staff-invitation.ts';
import { lowStockAlertMail } from './templates/low-stock-alert.ts';
import type { LowStockSize } from '../../shared/schemas/stock.ts';
import { createStopToken } from '../modules/back-in-stock/stop-token.ts';
import {
  backInStockConfirmationMail,
  backInStockMail,
  type BackInStockForMail,
} from './templates/back-in-stock.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

export interface MailContext {
  breweryEmail: string;
  /** Absolute address of the site, without a trailing slash, for links in messages. */
  baseUrl: string;
  secret: string;
}

export interface Notifications {
  /**
   * `addressProven`: the order came from a signed-in customer whose proven email it names; otherwise the
   * acknowledgement carries only the shop's words (docs/rules/messages.md).
   */
  orderPlaced(
    tx: DbOrTx,
    order: OrderForMail,
    items: OrderItemForMail[],
    options: { addressProven: boolean; confirmationPath: string },
  ): Promise<void>;
  /** A staff update: mails the new status and/or the message staff chose to send, or nothing. */
  orderUpdated(tx: DbOrTx, order: OrderForMail, options: OrderUpdateMailOptions): Promise<void>;
  contactMessageReceived(tx: DbOrTx, message: ContactMessageForMail): Promise<void>;
  customBeerRequested(tx: DbOrTx, request: CustomBeerRequestForMail & { id: string }): Promise<void>;
  /** A pending sign-up: `confirmPath` is the site-relative address of the confirmation page with its token. */
  newsletterConfirmationRequested(
    tx: DbOrTx,
    subscriber: SubscriberForMail,
    confirmPath: string,
  ): Promise<void>;
  /** A subscriber who has just confirmed their sign-up. */
  newsletterSubscribed(tx: DbOrTx, subscriber: SubscriberForMail): Promise<void>;
  /** Someone keeps failing to sign in to this account. */
  signInFailuresNoticed(tx: DbOrTx, account: AccountForMail): Promise<void>;
  /** `resetPath` is the site-relative address of the reset page with its token. */
  passwordResetRequested(tx: DbOrTx, account: AccountForMail, resetPath: string): Promise<void>;
  passwordChanged(tx: DbOrTx, account: AccountForMail): Promise<void>;
  /** `verifyPath` is the site-relative address of the verification page with its token. */
  emailVerificationRequested(tx: DbOrTx, account: AccountForMail, verifyPath: string): Promise<void>;
  /** An owner invited this email to the back office; `invitationPath` is the invitation page with its token. */
  staffInvitation(tx: DbOrTx, account: AccountForMail, invitationPath: string): Promise<void>;
  /** The day's list of sizes at or below their low-stock level, to the brewery. */
  lowStockNoticed(tx: DbOrTx, sizes: readonly LowStockSize[]): Promise<void>;
  /** A back-in-stock request waiting for its confirmation; `confirmPath` is the page with its token. */
  backInStockConfirmationRequested(
    tx: DbOrTx,
    request: BackInStockForMail & { requestId: string; confirmPath: string },
  ): Promise<void>;
  /** The one mail of a back-in-stock request: the size can be ordered at `productPath`. */
  backInStock(
    tx: DbOrTx,
    request: BackInStockForMail & { requestId: string; productPath: string },
  ): Promise<void>;
}

export function mailContextFromEnv(env: Env, secret: string): MailContext {
  const baseUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { breweryEmail: env.BREWERY_EMAIL, baseUrl, secret };
}

export function unsubscribeLinks(
  context: MailContext,
  email: string,
): { unsubscribePage: string; oneClick: string } {
  const token = encodeURIComponent(createUnsubscribeToken(context.secret, email));
  return {
    unsubscribePage: `${context.baseUrl}/newsletter/unsubscribe?token=${token}`,
    oneClick: `${context.baseUrl}/api/newsletter/unsubscribe/one-click?token=${token}`,
  };
}

/**
 * `readProfile` gives the business profile the mails are signed with: the app passes its kept copy
 * (modules/business-profile/profile-cache.ts), so a mail costs no read of it.
 */
export function createNotifications(
  context: MailContext,
  limiter: RateLimiter,
  readProfile: (tx: DbOrTx) => Promise<BusinessProfile> = readBusinessProfile,
): Notifications {
  /** The cap a mail counts against: the brewery's one alert limit, or its recipient's. */
  function capOf(mail: OutgoingMail): Hit {
    const subject = mail.to.toLowerCase();
    const toBrewery = subject === context.breweryEmail.toLowerCase();
    return { limit: toBrewery ? LIMITS.alertsToBrewery : LIMITS.mailsPerRecipient, subject };
  }
  /** The mails into the outbox that their caps admit: the caps counted in one statement, the mails in one. */
  async function send(tx: DbOrTx, ...mails: OutgoingMail[]): Promise<void> {
    const verdicts = await limiter.hitEach(mails.map(capOf), tx);
    await enqueueMails(
      tx,
      mails.filter((_, i) => verdicts[i]!.allowed),
    );
  }
  const stopUrl = (requestId: string) =>
    `${context.baseUrl}/back-in-stock/stop?token=${encodeURIComponent(createStopToken(context.secret, requestId))}`;
  return {
    async orderPlaced(tx, order, items, { addressProven, confirmationPath }) {
      const profile = await readProfile(tx);
      const confirmationUrl = `${context.baseUrl}${confirmationPath}`;
      await send(
        tx,
        orderConfirmationMail(order, items, profile, { addressProven, confirmationUrl }),
        // Last: every order counts against the brewery's one alert limit, a row they all wait on.
        newOrderAlertMail(order, items, context, profile),
      );
    },
    async orderUpdated(tx, order, options) {
      const mail = orderStatusUpdateMail(order, await readProfile(tx), options);
      if (mail) await send(tx, mail);
    },
    async contactMessageReceived(tx, message) {
      await send(tx, contactAlertMail(message, context, await readProfile(tx)));
    },
    async customBeerRequested(tx, request) {
      const profile = await readProfile(tx);
      // The brewery's alert last: its limit is a row every alert waits on.
      await send(tx, customBeerCopyMail(request, profile), customBeerAlertMail(request, context, profile));
    },
    async newsletterConfirmationRequested(tx, subscriber, confirmPath) {
      const url = `${context.baseUrl}${confirmPath}`;
      await send(tx, newsletterConfirmationMail(subscriber, url, await readProfile(tx)));
    },
    async newsletterSubscribed(tx, subscriber) {
      const links = unsubscribeLinks(context, subscriber.email);
      await send(tx, newsletterWelcomeMail(subscriber, links, await readProfile(tx)));
    },
    async signInFailuresNoticed(tx, account) {
      await send(tx, signInAlertMail(account, await readProfile(tx)));
    },
    async passwordResetRequested(tx, account, resetPath) {
      const url = `${context.baseUrl}${resetPath}`;
      await send(tx, passwordResetLinkMail(account, url, await readProfile(tx)));
    },
    async passwordChanged(tx, account) {
      await send(tx, passwordChangedMail(account, await readProfile(tx)));
    },
    async emailVerificationRequested(tx, account, verifyPath) {
      const url = `${context.baseUrl}${verifyPath}`;
      await send(tx, emailVerificationMail(account, url, await readProfile(tx)));
    },
    async staffInvitation(tx, account, invitationPath) {
      const url = `${context.baseUrl}${invitationPath}`;
      await send(tx, staffInvitationMail(account, url, await readProfile(tx)));
    },
    async backInStockConfirmationRequested(tx, request) {
      const urls = { confirm: `${context.baseUrl}${request.confirmPath}`, stop: stopUrl(request.requestId) };
      await send(tx, backInStockConfirmationMail(request, urls, await readProfile(tx)));
    },
    async backInStock(tx, request) {
      const urls = { product: `${context.baseUrl}${request.productPath}`, stop: stopUrl(request.requestId) };
      await send(tx, backInStockMail(request, urls, await readProfile(tx)));
    },
    async lowStockNoticed(tx, sizes) {
      await send(tx, lowStockAlertMail(sizes, context, await readProfile(tx)));
    },
  };
}
