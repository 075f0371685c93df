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
import { matchesIfNoneMatch, type CatalogCache } from './catalog-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Bytes the cache built, already checked against the response schema, go out as they are. The handler
 * returns them instead of sending them and returning the reply, which would have Fastify watch the
 * response's stream for its end on every request (docs/decisions/044-nothing-kept-per-request.md).
 */
function prebuilt<Shape>(reply: FastifyReply, bytes: Buffer | string): Shape {
  reply.type(JSON_TYPE);
  // The bytes are the schema's JSON, checked when the cache was built; Fastify sends them as they are.
  return bytes as unknown as Shape;
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
      const { etag, body, gzipped, brotli } = await catalogCache.list(language);
      // no-cache: browsers keep the copy but ask each time, and a 304 makes that cheap.
      reply
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-language', language);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding)
        return prebuilt<Product[]>(
          reply.header('content-encoding', encoding),
          encoding === 'br' ? brotli : gzipped,
        );
      return prebuilt<Product[]>(reply, body);
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
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-language', language);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
      return prebuilt<Product>(reply, entry.json);
    },
  );
};
