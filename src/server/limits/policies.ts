// Every limit of the shop in one place (docs/operations.md, "Rate limits", lists them). Per-address limits stop
// one source from flooding; per-email limits stop anyone from mail-bombing one address from many sources.
import type { Limit } from './rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const limit = (name: string, max: number, windowSeconds: number): Limit => ({ name, max, windowSeconds });

export const LIMITS = {
  ordersPerAddress: limit('orders-address', 10, 10 * MINUTE),
  ordersPerEmail: limit('orders-email', 5, HOUR),
  contactPerAddress: limit('contact-address', 10, 10 * MINUTE),
  contactPerEmail: limit('contact-email', 5, HOUR),
  newsletterPerAddress: limit('newsletter-address', 10, 10 * MINUTE),
  newsletterPerEmail: limit('newsletter-email', 3, HOUR),
  backInStockPerAddress: limit('back-in-stock-address', 10, 10 * MINUTE),
  backInStockPerEmail: limit('back-in-stock-email', 5, HOUR),
  /** Back-in-stock confirmation and removal links followed. */
  backInStockLinksPerAddress: limit('back-in-stock-link-address', 30, 10 * MINUTE),
  customBeerPerAddress: limit('custom-beer-address', 10, 15 * MINUTE),
  customBeerPerEmail: limit('custom-beer-email', 5, HOUR),
  registerPerAddress: limit('register-address', 20, HOUR),
  registerPerEmail: limit('register-email', 5, HOUR),
  unsubscribePerAddress: limit('unsubscribe-address', 30, 10 * MINUTE),
  /** Newsletter confirmation links followed. */
  newsletterConfirmPerAddress: limit('newsletter-confirm-address', 30, 10 * MINUTE),
  /** Password-reset links asked for, and new passwords set with one. */
  resetRequestsPerAddress: limit('reset-request-address', 20, 15 * MINUTE),
  resetRequestsPerEmail: limit('reset-request-email', 3, HOUR),
  resetsPerAddress: limit('reset-address', 20, 15 * MINUTE),
  /** Email verification links asked for again from the dashboard, and links followed. */
  verificationLinksPerAccount: limit('verification-link-account', 3, HOUR),
  verificationLinksPerAddress: limit('verification-link-address', 10, HOUR),
  verificationsPerAddress: limit('verify-email-address', 30, 10 * MINUTE),
  /** The builder asks again as answers change (debounced), so this allows a brisk session. */
  recommendPerAddress: limit('recommend-address', 120, MINUTE),
  pageViewsPerAddress: limit('pageviews-address', 120, MINUTE),

  /** Sign-in attempts for one account from one address: a short block after five. */
  signInPerAccountAndAddress: limit('sign-in-pair', 5, 15 * MINUTE),
  /** Sign-in failures from one address across all accounts (credential stuffing). */
  signInFailuresPerAddress: limit('sign-in-address', 30, 15 * MINUTE),
  /** Failures on one account from anywhere; going past it tells the owner, it blocks nothing. */
  signInFailuresPerAccount: limit('sign-in-account', 5, 15 * MINUTE),
  /** At most one "someone is trying your password" mail per account an hour. */
  signInAlertsPerAccount: limit('sign-in-alert', 1, HOUR),

  /** Mails queued to one recipient: acknowledgements, copies, welcomes, status changes. */
  mailsPerRecipient: limit('mail-recipient', 10, HOUR),
  /** Alerts to the brewery's own inbox: new orders, messages and custom-beer requests. */
  alertsToBrewery: limit('mail-brewery', 100, HOUR),
} as const;
