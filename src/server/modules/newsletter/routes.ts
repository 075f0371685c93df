import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterConfirmedSchema, newsletterConfirmSchema } from '../../../shared/schemas/consent.ts';
import { newsletterSubscribedSchema, newsletterSubscribeSchema } from '../../../shared/schemas/newsletter.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { confirmSubscription, subscribe } from './service.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
}> = async (app, { db, notifications, limiter }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribedSchema, ...errorResponses },
      },
      preHandler: limitedBy(
        limiter,
        perAddress(LIMITS.newsletterPerAddress),
        perEmail(LIMITS.newsletterPerEmail, 'email'),
      ),
    },
    async (request) => {
      await subscribe(db, request.body, notifications);
      return { received: true as const };
    },
  );

  // The confirmation page posts the token from the mailed link. The client address is the one the server
  // trusts (request.ip, see the trustProxy setting), never a forwarded header read directly.
  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        body: newsletterConfirmSchema,
        response: { 200: newsletterConfirmedSchema, ...errorResponses },
      },
      preHandler: limitedBy(limiter, perAddress(LIMITS.newsletterConfirmPerAddress)),
    },
    async (request) =>
      confirmSubscription(db, notifications, { token: request.body.token, clientAddress: request.ip }),
  );
};
