// Where the shop is reached and which language a page asks for.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/config.ts';
import { exactLanguage } from '../../shared/config.ts';

/** PUBLIC_URL when set; otherwise the address this request came in on. No trailing slash. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/** A page's language comes from ?lang=; anything else (or nothing) means English. */
export function requestLanguage(url: URL): Language {
  const asked = url.searchParams.get('lang');
  return exactLanguage(asked);
}
