// What the rest of the server calls: one function per event, each enqueueing its messages in the caller's
// transaction (pass the same tx that writes the order, message, request or subscriber).
import type { DbOrTx } from '../db/client.ts';
import type { Env } from '../env.ts';
import { enqueueMail } from './outbox.ts';
import {
  passwordChangedMail,
  passwordResetLinkMail,
  type AccountForMail,
} from './templates/account-mails.ts';
import {
  contactAlertMail,
  customBeerAlertMail,
  customBeerCopyMail,
  newsletterWelcomeMail,
  type ContactMessageForMail,
  type CustomBeerRequestForMail,
  type SubscriberForMail,
} from './templates/inbound-mails.ts';
import {
  orderAcknowledgementMail,
  orderAlertMail,
  orderStatusMail,
  type OrderForMail,
  type OrderItemForMail,
} from './templates/order-mails.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

export interface MailContext {
  breweryEmail: string;
  /** Absolute address of the site, without a trailing slash, for links in messages. */
  baseUrl: string;
  secret: string;
}

export interface Notifications {
  orderPlaced(tx: DbOrTx, order: OrderForMail, items: OrderItemForMail[]): Promise<void>;
  orderStatusChanged(tx: DbOrTx, order: OrderForMail): Promise<void>;
  contactMessageReceived(tx: DbOrTx, message: ContactMessageForMail): Promise<void>;
  customBeerRequested(tx: DbOrTx, request: CustomBeerRequestForMail): Promise<void>;
  /** A new subscriber, or one who had unsubscribed and signed up again. */
  newsletterSubscribed(tx: DbOrTx, subscriber: SubscriberForMail): Promise<void>;
  /** `resetPath` is the site-relative address of the reset page with its token. */
  passwordResetRequested(tx: DbOrTx, account: AccountForMail, resetPath: string): Promise<void>;
  passwordChanged(tx: DbOrTx, account: AccountForMail): Promise<void>;
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

export function createNotifications(context: MailContext): Notifications {
  return {
    async orderPlaced(tx, order, items) {
      await enqueueMail(tx, orderAcknowledgementMail(order, items));
      await enqueueMail(tx, orderAlertMail(order, items, context));
    },
    async orderStatusChanged(tx, order) {
      await enqueueMail(tx, orderStatusMail(order));
    },
    async contactMessageReceived(tx, message) {
      await enqueueMail(tx, contactAlertMail(message, context));
    },
    async customBeerRequested(tx, request) {
      await enqueueMail(tx, customBeerAlertMail(request, context));
      await enqueueMail(tx, customBeerCopyMail(request));
    },
    async newsletterSubscribed(tx, subscriber) {
      await enqueueMail(tx, newsletterWelcomeMail(subscriber, unsubscribeLinks(context, subscriber.email)));
    },
    async passwordResetRequested(tx, account, resetPath) {
      await enqueueMail(tx, passwordResetLinkMail(account, `${context.baseUrl}${resetPath}`));
    },
    async passwordChanged(tx, account) {
      await enqueueMail(tx, passwordChangedMail(account));
    },
  };
}
