// The subscriber fields the newsletter mails read.
import type { newsletterSubscribers } from '../../db/schema.ts';

export type SubscriberForMail = Pick<typeof newsletterSubscribers.$inferSelect, 'email' | 'language'>;
