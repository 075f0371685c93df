// Admin catalogue (docs/rules/catalogue.md), relative to /api/admin and behind its guard. Every change empties the
// storefront's catalogue cache so shoppers see it at once; deleting an image or a product removes its
// stored files too.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminImageSchema,
  adminProductSchema,
  adminVariantSchema,
  imageInputSchema,
  imageReorderSchema,
  productIdParams,
  productImageParams,
  productImageUrlSchema,
  productInputSchema,
  productFieldsSchema,
  productParams,
  savedProductSchema,
  variantInputSchema,
} from '../../../shared/schemas/admin-products.ts';
import { errorResponses, messageSchema } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { dropCatalogueAfterWrites, type CatalogCache } from './catalog-cache.ts';
import * as repo from './admin-repository.ts';
import * as products from './admin-product-service.ts';
import * as service from './admin-service.ts';
import { adminVariantRoutes } from './admin-variant-routes.ts';
import { adminStockRoutes } from '../stock/admin-routes.ts';
import { adminVariant } from './admin-variant-view.ts';

const imageList = z.array(adminImageSchema);

export const adminProductRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalogCache: Pick<CatalogCache, 'invalidate'>;
  storage: ObjectStorage;
}> = async (app, { db, catalogCache, storage }) => {
  const discardFiles = (log: FastifyBaseLogger, urls: (string | null)[]) =>
    service.discardImageFiles(db, storage, urls, (error) =>
      log.warn({ err: error }, 'a deleted image file could not be removed from storage'),
    );

  dropCatalogueAfterWrites(app, catalogCache);

  await app.register(adminVariantRoutes, { db });
  await app.register(adminStockRoutes, { db });

  app.get(
    '/products',
    { schema: { response: { 200: z.array(adminProductSchema), ...errorResponses } } },
    async () => repo.listProductsWithDetails(db),
  );

  app.post(
    '/products',
    { schema: { body: productInputSchema, response: { 201: savedProductSchema, ...errorResponses } } },
    async (request, reply) => {
      return reply.status(201).send(await products.createProduct(db, staffOf(request), request.body));
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        params: productIdParams,
        body: productInputSchema,
        response: { 200: savedProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const product = await products.updateProduct(db, staffOf(request), request.params.id, request.body);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );

  app.delete(
    '/products/:id',
    { schema: { params: productIdParams, response: { 200: messageSchema, ...errorResponses } } },
    async (request) => {
      const imageUrls = await products.deleteProduct(db, staffOf(request), request.params.id);
      if (!imageUrls) throw notFound('Product not found');
      await discardFiles(request.log, imageUrls);
      return { message: 'Product deleted' };
    },
  );

  app.put(
    '/products/:productId/image',
    {
      schema: {
        params: productParams,
        body: productImageUrlSchema,
        response: { 200: productFieldsSchema, ...errorResponses },
      },
    },
    async (request) =>
      products.setMainImage(db, staffOf(request), request.params.productId, request.body.imageURL),
  );

  app.post(
    '/products/:productId/variants',
    {
      schema: {
        params: productParams,
        body: variantInputSchema,
        response: { 201: adminVariantSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const variant = await products.addVariant(db, staffOf(request), request.params.productId, request.body);
      return reply.status(201).send(adminVariant(variant));
    },
  );

  app.get(
    '/products/:productId/images',
    { schema: { params: productParams, response: { 200: imageList, ...errorResponses } } },
    async (request) => {
      if (!(await repo.productExists(db, request.params.productId))) throw notFound('Product not found');
      return repo.listImages(db, request.params.productId);
    },
  );

  app.post(
    '/products/:productId/images',
    {
      schema: {
        params: productParams,
        body: imageInputSchema,
        response: { 201: adminImageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await service.addImage(db, staffOf(request), request.params.productId, request.body);
      return reply.status(201).send(image);
    },
  );

  app.delete(
    '/products/:productId/images/:imageId',
    { schema: { params: productImageParams, response: { 200: messageSchema, ...errorResponses } } },
    async (request) => {
      const imageUrl = await service.removeImage(
        db,
        staffOf(request),
        request.params.productId,
        request.params.imageId,
      );
      await discardFiles(request.log, [imageUrl]);
      return { message: 'Image deleted' };
    },
  );

  app.put(
    '/products/:productId/images/reorder',
    {
      schema: {
        params: productParams,
        body: imageReorderSchema,
        response: { 200: imageList, ...errorResponses },
      },
    },
    async (request) => service.reorderImages(db, staffOf(request), request.params.productId, request.body),
  );
};
