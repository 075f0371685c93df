// Email verification for customer accounts: the page behind the mailed link posts its token here, and a
// signed-in customer who has not proven the address yet may ask for a new link (rate limited).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailVerifiedSchema,
  emailVerifySchema,
  VERIFICATION_LINK_SENT,
} from '../../../shared/schemas/email-verification.ts';
import { errorResponses, messageSchema } from '../../../shared/schemas/responses.ts';
import { customerSession } from '../../api-docs/register.ts';
import type { Db } from '../../db/client.ts';
import { checkLimit, limitedBy, perAddress } from '../../limits/guard.ts';
import { LIMITS } from '../../limits/policies.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { requireCustomerId } from '../../plugins/auth-guards.ts';
import { resendVerificationLink, verifyEmail } from './service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
}> = async (app, { db, notifications, limiter }) => {
  app.post(
    '/api/customer/verify-email',
    {
      schema: { body: emailVerifySchema, response: { 200: emailVerifiedSchema, ...errorResponses } },
      preHandler: limitedBy(limiter, perAddress(LIMITS.verificationsPerAddress)),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyEmail(db, request.body.token);
    },
  );

  app.post(
    '/api/customer/verification-link',
    {
      schema: { response: { 202: messageSchema, ...errorResponses }, security: customerSession },
      preHandler: limitedBy(limiter, perAddress(LIMITS.verificationLinksPerAddress)),
    },
    async (request, reply) => {
      const customerId = await requireCustomerId(request, db);
      await checkLimit(limiter, request, reply, LIMITS.verificationLinksPerAccount, customerId);
      await resendVerificationLink(db, notifications, customerId);
      return reply.status(202).send({ message: VERIFICATION_LINK_SENT });
    },
  );
};
