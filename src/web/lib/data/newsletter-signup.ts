import type { NewsletterSubscribeInput } from '../../../shared/schemas/newsletter.ts';
import { api } from './api-client.ts';

/** Asks for the newsletter; the visitor confirms from their inbox (docs/rules/messages.md). */
export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  api.post('/api/newsletter/subscribe', input);
