import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { optionalPhoneField } from '../phone-number.ts';
import { CONTACT_LIMITS } from './contact-limits.ts';
import { multiLine, singleLine } from './text.ts';

export { CONTACT_LIMITS };

const emailMessage = 'Please enter a valid email';

/** The contact form payload (docs/rules/messages.md); the same rules run in the form and on the server. */
export const contactMessageSchema = z.strictObject({
  name: singleLine({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: singleLine({ error: emailMessage })
    .trim()
    .max(CONTACT_LIMITS.email, emailMessage)
    .pipe(z.email(emailMessage)),
  phone: optionalPhoneField(),
  message: multiLine({ error: 'Message must be at least 10 characters long' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, 'Message must be at least 10 characters long')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
  language: z.enum(LANGUAGES).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
