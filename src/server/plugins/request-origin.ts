// Where a request comes from, as the browser tells it: Sec-Fetch-Site first, then Origin, then Referer.
// 'unknown' means no browser said anything (API clients, old browsers without these headers).
import type { FastifyRequest } from 'fastify';

export type RequestSource = 'same-origin' | 'elsewhere' | 'unknown';

function isOwnAddress(value: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  try {
    const from = new URL(value);
    if (publicOrigin && from.origin === publicOrigin) return true;
    return from.host === request.headers.host;
  } catch {
    return false;
  }
}

export function requestSource(request: FastifyRequest, publicOrigin: string | undefined): RequestSource {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' ? 'same-origin' : 'elsewhere';
  const from = request.headers.origin ?? request.headers.referer;
  if (!from) return 'unknown';
  return isOwnAddress(from, request, publicOrigin) ? 'same-origin' : 'elsewhere';
}
