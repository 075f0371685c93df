import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { noticeVersionField } from './consent.ts';
import { singleLine } from './text.ts';

const emailMessage = 'Please enter a valid email';

/** Emails are stored lower-cased (docs/rules/messages.md), so the same address in any case is one subscriber. */
export const newsletterSubscribeSchema = z.strictObject({
  email: singleLine({ error: emailMessage })
    .trim()
    .max(254, emailMessage)
    .pipe(z.email(emailMessage))
    .transform((email) => email.toLowerCase()),
  language: z.enum(LANGUAGES).optional(),
  /** The form the sign-up came from, and the privacy-notice version it showed (docs/rules/messages.md). */
  source: z.enum(['home', 'contact'], { error: 'The sign-up form is required' }),
  noticeVersion: noticeVersionField,
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/**
 * The same answer for a new, pending, confirmed or unsubscribed address, so it reveals nothing; the visitor
 * is asked to confirm from their inbox (docs/rules/messages.md).
 */
export const newsletterSubscribedSchema = z.object({ received: z.literal(true) });
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;
