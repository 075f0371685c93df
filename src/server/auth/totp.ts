// Authenticator codes (TOTP, RFC 6238: SHA-1, six digits, 30-second steps) through the otpauth library, and
// the recovery codes given out with them.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** A code is accepted one step either side of now: a clock a little off, or a code typed as it changed. */
const WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export function otpauthUri(secret: string, account: string): string {
  return new TOTP({ issuer: 'Taproom', label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step `code` belongs to (within the window around `now`), or null for a wrong code. */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    window: WINDOW,
    timestamp: now,
  });
  return delta === null ? null : TOTP.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code such as `k7m2p-x9q4t` (about 49 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Recovery codes are kept as SHA-256 of the code without its dash, in lower case. */
export const hashRecoveryCode = (code: string): string =>
  crypto.createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');

export const isAuthenticatorCode = (code: string): boolean => /^\d{6}$/.test(code);
