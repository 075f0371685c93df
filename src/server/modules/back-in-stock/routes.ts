// The shop's back-in-stock calls (docs/decisions/026-releases-and-stock-alerts.md): asking, confirming
// from the mailed link, and removing a request from the link in either mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backInStockLinkAnswerSchema,
  backInStockLinkSchema,
  backInStockReceivedSchema,
  backInStockRequestSchema,
} from '../../../shared/schemas/back-in-stock.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import { LIMITS } from '../../limits/policies.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { optionalCustomerId } from '../../plugins/auth-guards.ts';
import { askBackInStock, confirmBackInStock, stopBackInStock } from './service.ts';

export const backInStockRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
  secret: string;
}> = async (app, { db, notifications, limiter, secret }) => {
  app.post(
    '/api/back-in-stock',
    {
      schema: {
        body: backInStockRequestSchema,
        response: { 200: backInStockReceivedSchema, ...errorResponses },
      },
      preHandler: limitedBy(
        limiter,
        perAddress(LIMITS.backInStockPerAddress),
        perEmail(LIMITS.backInStockPerEmail, 'email'),
      ),
    },
    async (request) => {
      const customerId = await optionalCustomerId(request);
      await askBackInStock(db, notifications, { ...request.body, customerId });
      return { received: true as const };
    },
  );

  const linkRoute = { preHandler: limitedBy(limiter, perAddress(LIMITS.backInStockLinksPerAddress)) };
  const linkSchema = {
    body: backInStockLinkSchema,
    response: { 200: backInStockLinkAnswerSchema, ...errorResponses },
  };
  // The address is the one the server trusts (request.ip, see the trustProxy setting).
  app.post('/api/back-in-stock/confirm', { ...linkRoute, schema: linkSchema }, async (request) =>
    confirmBackInStock(db, { token: request.body.token, clientAddress: request.ip }),
  );
  app.post('/api/back-in-stock/stop', { ...linkRoute, schema: linkSchema }, async (request) =>
    stopBackInStock(db, secret, request.body.token),
  );
};
