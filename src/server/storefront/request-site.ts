// Where the shop is reached and which language a page asks for.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/config.ts';
import { exactLanguage, isLanguage, LANGUAGE_COOKIE } from '../../shared/config.ts';

/** PUBLIC_URL when set; otherwise the address this request came in on. No trailing slash. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * A page's language comes from ?lang=, else from the language the visitor chose in the app (its cookie,
 * docs/decisions/020-gates-and-theme-on-the-server.md); anything else (or nothing) means English.
 */
export function requestLanguage(url: URL, cookies: Record<string, string | undefined> = {}): Language {
  const asked = url.searchParams.get('lang');
  return isLanguage(asked) ? asked : exactLanguage(cookies[LANGUAGE_COOKIE]);
}
