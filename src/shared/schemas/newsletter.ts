import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
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
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** The same answer for a new, existing or re-activated address, so it reveals nothing (docs/rules/messages.md). */
export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;
