// Password reset for customers and staff. Asking for a link always gets the same answer, whether or not
// the address has an account; the link holds a random token that works once, for 30 minutes.
import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { newPasswordField, passwordMessages, type PasswordMessages } from '../passwords.ts';
import { emailField } from './auth.ts';

export const RESET_LINK_MINUTES = 30;
export const ACCOUNT_KINDS = ['customer', 'staff'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The one answer to every reset request. */
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset its password. It works for 30 minutes.';
export const RESET_LINK_INVALID = 'This reset link is invalid, has expired or was already used.';

export const resetMessages = { ...passwordMessages, invalidEmail: 'Invalid email address' };
export type ResetMessages = PasswordMessages & { invalidEmail: string };

export const passwordResetRequestFormSchema = (m: ResetMessages = resetMessages) =>
  z.strictObject({ email: emailField(m.invalidEmail) });

export const passwordResetRequestSchema = z.strictObject({
  email: emailField(resetMessages.invalidEmail),
  account: z.enum(ACCOUNT_KINDS, 'Account must be customer or staff'),
  language: z.enum(LANGUAGES).default('en'),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** 32 random bytes in base64url. */
const tokenField = z.string(RESET_LINK_INVALID).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);

export const passwordResetFormSchema = (m: PasswordMessages = passwordMessages) =>
  z.strictObject({ password: newPasswordField(m) });

export const passwordResetSchema = z.strictObject({
  token: tokenField,
  password: newPasswordField(),
  language: z.enum(LANGUAGES).default('en'),
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const passwordResetDoneSchema = z.object({ account: z.enum(ACCOUNT_KINDS) });
