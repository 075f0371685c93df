import type { Language } from '../../../shared/config.ts';
import type { ContactMessageInput } from '../../../shared/schemas/contact.ts';
import { api } from '../../lib/data/api-client.ts';

/** Sends the contact form; the language is the page's, so the reply can be in it (docs/rules/messages.md). */
export const sendContactMessage = (message: ContactMessageInput & { language: Language | undefined }) =>
  api.post('/api/contact', message);
