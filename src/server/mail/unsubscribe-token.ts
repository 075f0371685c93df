// One-click unsubscribe links carry the address and an expiry, signed with the server secret (HMAC-SHA256),
// so the link works without a sign-in and cannot be forged or pointed at someone else's address.
import crypto from 'node:crypto';

const PURPOSE = 'newsletter-unsubscribe';
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 365 * 24 * 3600 * 1000;

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');
}

export function createUnsubscribeToken(secret: string, email: string, now: Date = new Date()): string {
  const payload = Buffer.from(
    JSON.stringify({
      e: email.toLowerCase(),
      x: Math.floor((now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_MS) / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export type UnsubscribeTokenCheck =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): UnsubscribeTokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { e, x } = (claims ?? {}) as { e?: unknown; x?: unknown };
  if (typeof e !== 'string' || typeof x !== 'number') return { ok: false, reason: 'invalid' };
  if (x * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, email: e };
}
