// The rule for every new password (registration, checkout sign-up, password reset): at least 6
// characters, and not one of the most common passwords. Signing in with an existing password only checks
// the length, so accounts made before the list existed still work.
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { singleLine } from './schemas/text.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

export const passwordMessages = {
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password is too long',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
};
export type PasswordMessages = typeof passwordMessages;

let commonPasswords: Set<string> | undefined;

/** Compared without regard to case: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return commonPasswords.has(password.toLowerCase());
}

/** A password someone chooses now. */
export const newPasswordField = (m: PasswordMessages = passwordMessages) =>
  singleLine(m.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong)
    .refine((password) => !isCommonPassword(password), m.passwordTooCommon);
