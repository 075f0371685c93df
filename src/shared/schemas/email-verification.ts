// Proof that a customer account owns its email address (docs/rules/accounts.md): a single-use link mailed
// at registration, and again whenever the customer asks for it from the dashboard.
import { z } from 'zod';
import { singleLine } from './text.ts';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_LINK_HOURS = 48;

export const emailVerifySchema = z.strictObject({
  token: singleLine().trim().min(1, 'Verification token is required').max(200, 'Invalid verification token'),
});
export type EmailVerifyRequest = z.infer<typeof emailVerifySchema>;

export const emailVerifiedSchema = z.object({ email: z.string() });

/** Why a verification link was refused, so the page can say it in the visitor's language. */
export const VERIFY_FAILURES = ['invalid', 'expired', 'used'] as const;
export type VerifyFailure = (typeof VERIFY_FAILURES)[number];

export const VERIFICATION_LINK_SENT = 'A new verification link is on its way to your email address.';
