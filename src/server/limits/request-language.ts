// The shopper's language for a server-written message: the request's own `language` field when it has one,
// otherwise the first of our languages the Accept-Language header names, otherwise English.
import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../shared/config.ts';
import { readOnce } from '../header-values.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const fromBody = (request.body as { language?: unknown } | null | undefined)?.language;
  if (isLanguage(fromBody)) return fromBody;
  const header = request.headers['accept-language'];
  return header ? preferredLanguage(header) : 'en';
}

/** The first of our languages an Accept-Language value names, by its weights; English if none. */
const preferredLanguage = readOnce((header: string): Language => {
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? 'en';
});
