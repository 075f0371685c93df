// Variant edit, soft removal and price history, relative to /api/admin (registered by the product routes,
// so their catalogue-cache hook applies here too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVariantSchema,
  priceChangeSchema,
  variantInputSchema,
  variantParams,
} from '../../../shared/schemas/admin-products.ts';
import { errorResponses, messageSchema } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { editVariant, priceHistory, removeVariant } from './admin-variant-service.ts';
import { adminVariant } from './admin-variant-view.ts';

export const adminVariantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/products/:productId/variants/:variantId',
    {
      schema: {
        params: variantParams,
        body: variantInputSchema,
        response: { 200: adminVariantSchema, ...errorResponses },
      },
    },
    async (request) => adminVariant(await editVariant(db, request.params, request.body, staffOf(request))),
  );

  app.delete(
    '/products/:productId/variants/:variantId',
    { schema: { params: variantParams, response: { 200: messageSchema, ...errorResponses } } },
    async (request) => {
      await removeVariant(db, request.params, staffOf(request));
      return { message: 'Variant removed' };
    },
  );

  app.get(
    '/products/:productId/variants/:variantId/price-history',
    {
      schema: { params: variantParams, response: { 200: z.array(priceChangeSchema), ...errorResponses } },
    },
    async (request) => priceHistory(db, request.params),
  );
};
