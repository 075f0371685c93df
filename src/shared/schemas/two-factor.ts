// Two-step sign-in for the back office (docs/rules/accounts.md, "Two-step sign-in"): a six-digit code from
// an authenticator app (TOTP, RFC 6238) or one of ten single-use recovery codes.
import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;
export const CODE_INVALID = 'Enter the 6-digit code from your app, or a recovery code such as abcde-12345.';
export const CODE_WRONG = 'That code is not right, or was already used.';
export const ENROLMENT_REQUIRED = 'Set up two-step sign-in before using the back office.';

/** A six-digit authenticator code, or a recovery code (ten letters and digits, a dash in the middle allowed). */
export const secondFactorCodeField = z
  .string(CODE_INVALID)
  .trim()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, CODE_INVALID));

export const secondFactorSchema = z.strictObject({ code: secondFactorCodeField });

/** What a right password answers when a code is still needed (202). */
export const codeRequiredSchema = z.object({ secondStep: z.literal('code') });

export const twoFactorSetupSchema = z.object({
  /** The secret in base32, to type into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The same URI as a QR code, an SVG image. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorPolicySchema = z.strictObject({
  required: z.boolean('required must be true or false'),
});
