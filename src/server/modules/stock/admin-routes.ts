// Counting and adjusting a size's stock, relative to /api/admin (registered by the product routes, so
// their catalogue-cache hook applies here too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { variantParams } from '../../../shared/schemas/admin-products.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import {
  lowStockAlertSchema,
  stockAdjustmentSchema,
  stockCountSchema,
  variantLowStockSchema,
  variantStockSchema,
} from '../../../shared/schemas/stock.ts';
import type { Db } from '../../db/client.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { adjustStock, setLowStockAlert, setStockCount } from './admin-service.ts';

export const adminStockRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/products/:productId/variants/:variantId/stock',
    {
      schema: {
        params: variantParams,
        body: stockCountSchema,
        response: { 200: variantStockSchema, ...errorResponses },
      },
    },
    async (request) => setStockCount(db, request.params, request.body, staffOf(request)),
  );

  app.post(
    '/products/:productId/variants/:variantId/stock/adjustments',
    {
      schema: {
        params: variantParams,
        body: stockAdjustmentSchema,
        response: { 200: variantStockSchema, ...errorResponses },
      },
    },
    async (request) => adjustStock(db, request.params, request.body, staffOf(request)),
  );

  app.put(
    '/products/:productId/variants/:variantId/stock/alert',
    {
      schema: {
        params: variantParams,
        body: lowStockAlertSchema,
        response: { 200: variantLowStockSchema, ...errorResponses },
      },
    },
    async (request) => setLowStockAlert(db, request.params, request.body, staffOf(request)),
  );
};
