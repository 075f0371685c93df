// The "remove my request" link in back-in-stock mails: the request's id signed with the server secret
// (HMAC-SHA256), so it works without a sign-in and cannot be pointed at another request.
import crypto from 'node:crypto';

const PURPOSE = 'back-in-stock-stop';

const sign = (secret: string, id: string): string =>
  crypto.createHmac('sha256', secret).update(`${PURPOSE}:${id}`).digest('base64url');

export const createStopToken = (secret: string, requestId: string): string =>
  `${requestId}.${sign(secret, requestId)}`;

/** The request id a token names, or null when it was not signed by this shop. */
export function verifyStopToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}
