// Tokens of single-use links in mails (password reset, newsletter confirmation, email verification): 256
// random bits go out in the link, only their SHA-256 is stored, and a refused link says why.
import crypto from 'node:crypto';

export const hashLinkToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A fresh token for a link, and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** Why a stored link could not be used: never issued, used, expired, or (still valid but refused) invalid. */
export function linkRefusal(
  known: { usedAt: Date | null; expiresAt: Date } | null,
  now: Date,
): 'invalid' | 'used' | 'expired' {
  if (!known) return 'invalid';
  if (known.usedAt) return 'used';
  if (known.expiresAt <= now) return 'expired';
  return 'invalid';
}
