import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/config.ts';
import { catalogQuerySchema, productIdParamsSchema } from '../../../shared/schemas/catalog.ts';
import { notFound } from '../../http-error.ts';
import { requestLanguage } from '../../limits/request-language.ts';
import { chooseEncoding } from '../../plugins/compression.ts';
import { matchesIfNoneMatch, type CatalogCache } from './catalog-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** docs/decisions/010-product-translations.md: `?lang=` first, then Accept-Language, then English. */
const shopperLanguage = (request: FastifyRequest, lang: Language | undefined): Language =>
  lang ?? requestLanguage(request);

/**
 * Public catalogue in the shopper's language. Answers come pre-serialised from the cache (shapes in
 * shared/schemas/catalog.ts); each language has its own entity tag.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalogCache: CatalogCache }> = async (
  app,
  { catalogCache },
) => {
  app.get('/api/products', { schema: { querystring: catalogQuerySchema } }, async (request, reply) => {
    const language = shopperLanguage(request, request.query.lang);
    const { etag, body, gzipped, brotli } = await catalogCache.list(language);
    // no-cache: browsers keep the copy but ask each time, and a 304 makes that cheap.
    reply
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Accept-Encoding')
      .header('content-language', language);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
    reply.type(JSON_TYPE);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding)
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? brotli : gzipped);
    return reply.send(body);
  });

  app.get(
    '/api/products/:id',
    { schema: { params: productIdParamsSchema, querystring: catalogQuerySchema } },
    async (request, reply) => {
      const language = shopperLanguage(request, request.query.lang);
      // Unknown, inactive and malformed ids are all simply absent from the active catalogue.
      const entry = await catalogCache.product(request.params.id, language);
      if (entry === null) throw notFound('Product not found');
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-language', language);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
      return reply.type(JSON_TYPE).send(entry.json);
    },
  );
};
