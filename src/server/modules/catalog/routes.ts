import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParamsSchema } from '../../../shared/schemas/catalog.ts';
import { notFound } from '../../http-error.ts';
import { chooseEncoding } from '../../plugins/compression.ts';
import { matchesIfNoneMatch, type CatalogCache } from './catalog-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Public catalogue. Answers come pre-serialised from the cache (shapes in shared/schemas/catalog.ts). */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalogCache: CatalogCache }> = async (
  app,
  { catalogCache },
) => {
  app.get('/api/products', async (request, reply) => {
    const { etag, body, gzipped, brotli } = await catalogCache.list();
    // no-cache: browsers keep the copy but ask each time, and a 304 makes that cheap.
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
    reply.type(JSON_TYPE);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding)
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? brotli : gzipped);
    return reply.send(body);
  });

  app.get('/api/products/:id', { schema: { params: productIdParamsSchema } }, async (request, reply) => {
    // Unknown, inactive and malformed ids are all simply absent from the active catalogue.
    const json = await catalogCache.product(request.params.id);
    if (json === null) throw notFound('Product not found');
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(json);
  });
};
