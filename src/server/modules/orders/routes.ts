// POST /api/orders: the order inquiry from the checkout dialog (docs/rules/ordering.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idempotencyHeadersSchema,
  orderSubmissionSchema,
  placedOrderSchema,
} from '../../../shared/schemas/orders.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { optionalCustomerId } from '../../plugins/auth-guards.ts';
import { placeOrder } from './service.ts';
import { readOrderConfirmation } from './order-confirmation.ts';
import {
  orderConfirmationQuerySchema,
  orderConfirmationSchema,
} from '../../../shared/schemas/order-confirmation.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';

export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
  /** Told when an order changed what shoppers see of a size's stock, before the answer leaves. */
  catalogue: Pick<CatalogCache, 'invalidate'>;
}> = async (app, { db, notifications, limiter, catalogue }) => {
  app.post(
    '/api/orders',
    {
      schema: {
        body: orderSubmissionSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: placedOrderSchema.meta({ description: 'The order placed before with this Idempotency-Key' }),
          201: placedOrderSchema,
          ...errorResponses,
        },
      },
      preHandler: limitedBy(
        limiter,
        perAddress(LIMITS.ordersPerAddress),
        perEmail(LIMITS.ordersPerEmail, 'customerEmail'),
      ),
    },
    async (request, reply) => {
      const { order, created, confirmationPath, catalogueChanged } = await placeOrder(db, request.body, {
        customerId: await optionalCustomerId(request),
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        notifications,
      });
      // Only an order that changes what shoppers see drops the catalogue (and the pages built from it):
      // most orders leave every size as available as before (docs/decisions/044-nothing-kept-per-request.md).
      if (catalogueChanged) catalogue.invalidate();
      return reply.status(created ? 201 : 200).send({
        order,
        reference: order.reference,
        orderNumber: order.orderNumber,
        confirmationPath,
      });
    },
  );

  app.get(
    '/api/orders/confirmation',
    {
      schema: {
        querystring: orderConfirmationQuerySchema,
        response: { 200: orderConfirmationSchema, ...errorResponses },
      },
    },
    // The token travels in the query, which the access log leaves out; the answer is never stored.
    async (request) => readOrderConfirmation(db, request.query.token),
  );
};
