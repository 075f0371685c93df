// Consent to marketing mail (docs/rules/messages.md): every sign-up names the form it came from and the
// privacy-notice version that form showed; only the current version is accepted.
import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '../policies.ts';
import { singleLine } from './text.ts';

export const CONSENT_KINDS = ['newsletter', 'marketing', 'back-in-stock'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The forms that collect a consent: the newsletter box on home and contact, and registration. */
export const CONSENT_SOURCES = ['home', 'contact', 'register'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const NOTICE_VERSION_REQUIRED = 'The privacy notice version is required';
export const NOTICE_VERSION_OUTDATED =
  'The privacy notice has changed since this form was shown. Please reload the page and try again.';

/** The privacy-notice version the form showed: required, and it must be the current one. */
export const noticeVersionField = z
  .string({ error: NOTICE_VERSION_REQUIRED })
  .trim()
  .min(1, NOTICE_VERSION_REQUIRED)
  .max(20, NOTICE_VERSION_OUTDATED)
  .refine((version) => version === PRIVACY_NOTICE_VERSION, NOTICE_VERSION_OUTDATED);

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How long a newsletter confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;

export const newsletterConfirmSchema = z.strictObject({
  token: singleLine().trim().min(1, 'Confirmation token is required').max(200, 'Invalid confirmation token'),
});
export type NewsletterConfirmRequest = z.infer<typeof newsletterConfirmSchema>;

export const newsletterConfirmedSchema = z.object({ email: z.string() });
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;

/** Why a confirmation link was refused, so the page can say it in the visitor's language. */
export const CONFIRM_FAILURES = ['invalid', 'expired', 'used'] as const;
export type ConfirmFailure = (typeof CONFIRM_FAILURES)[number];

/** A consent as staff and the customer's data export show it. */
export const consentViewSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  sourceForm: z.string(),
  noticeVersion: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;
