import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/config.ts';
import {
  catalogHeadersSchema,
  catalogQuerySchema,
  productIdParamsSchema,
  productListSchema,
  productSchema,
  type Product,
} from '../../../shared/schemas/catalog.ts';
import { errorResponses, notModified } from '../../../shared/schemas/responses.ts';
import { notFound } from '../../http-error.ts';
import { requestLanguage } from '../../limits/request-language.ts';
import { chooseEncoding } from '../../plugins/compression.ts';
import { matchesIfNoneMatch, type CatalogCache, type CatalogEntry } from './catalog-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A catalogue answer in the language asked for, in the best encoding the client accepts, or 304 when
 * the client's copy is current. no-cache: browsers keep the copy but ask each time, and a 304 makes that
 * cheap. The bytes the cache built, already checked against the response schema, go out as they are:
 * the handler returns them instead of sending them and returning the reply, which would have Fastify
 * watch the response's stream for its end on every request
 * (docs/decisions/044-nothing-kept-per-request.md).
 */
function answer<Shape>(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CatalogEntry,
  language: Language,
): Shape | FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Accept-Encoding')
    .header('content-language', language);
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  reply.type(JSON_TYPE);
  return entry.bytes(encoding) as unknown as Shape;
}

/** docs/decisions/010-product-translations.md: `?lang=` first, then Accept-Language, then English. */
const shopperLanguage = (request: FastifyRequest, lang: Language | undefined): Language =>
  lang ?? requestLanguage(request);

/**
 * Public catalogue in the shopper's language. Answers come pre-serialised from the cache (shapes in
 * shared/schemas/catalog.ts, checked when the cache is built); each language has its own entity tag. The
 * response schemas describe those bytes in the API document.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalogCache: CatalogCache }> = async (
  app,
  { catalogCache },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        querystring: catalogQuerySchema,
        headers: catalogHeadersSchema,
        response: { 200: productListSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = shopperLanguage(request, request.query.lang);
      return answer<Product[]>(request, reply, await catalogCache.list(language), language);
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        querystring: catalogQuerySchema,
        headers: catalogHeadersSchema,
        response: { 200: productSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = shopperLanguage(request, request.query.lang);
      // Unknown, inactive and malformed ids are all simply absent from the active catalogue.
      const entry = await catalogCache.product(request.params.id, language);
      if (entry === null) throw notFound('Product not found');
      return answer<Product>(request, reply, entry, language);
    },
  );
};
