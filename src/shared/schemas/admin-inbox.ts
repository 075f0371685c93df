import { z } from 'zod';

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
  createdAt: z.string(),
});
export type NewsletterSubscriberView = z.infer<typeof newsletterSubscriberViewSchema>;
