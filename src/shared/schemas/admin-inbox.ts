import { z } from 'zod';
import { consentViewSchema, SUBSCRIBER_STATUSES } from './consent.ts';

/** A contact message as the admin messages screen reads it. */
export const contactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

export const contactMessageIdSchema = z.object({ id: z.uuid('Unknown message') });

/** A newsletter subscriber as the admin newsletter screen reads it. */
export const newsletterSubscriberViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  /** The newsletter consent recorded on confirmation, newest first; null while pending. */
  consent: consentViewSchema.nullable(),
});
export type NewsletterSubscriberView = z.infer<typeof newsletterSubscriberViewSchema>;
