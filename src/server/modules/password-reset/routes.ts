// Password reset for customers and staff. Asking for a link answers at once with the same message
// whether or not the address has an account, and does the work afterwards, so neither the answer nor
// its timing tells who has an account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetDoneSchema,
  RESET_REQUESTED,
} from '../../../shared/schemas/password-reset.ts';
import { errorResponses, messageSchema } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import { LIMITS } from '../../limits/policies.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { resetPassword, sendResetLink } from './service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
}> = async (app, { db, notifications, limiter }) => {
  app.post(
    '/api/password-reset/request',
    {
      schema: { body: passwordResetRequestSchema, response: { 202: messageSchema, ...errorResponses } },
      preHandler: limitedBy(
        limiter,
        perAddress(LIMITS.resetRequestsPerAddress),
        perEmail(LIMITS.resetRequestsPerEmail, 'email'),
      ),
    },
    async (request, reply) => {
      sendResetLink(db, notifications, request.body).catch((error: unknown) => {
        request.log.error({ err: error }, 'sending a password-reset link failed');
      });
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/password-reset',
    {
      schema: { body: passwordResetSchema, response: { 200: passwordResetDoneSchema, ...errorResponses } },
      preHandler: limitedBy(limiter, perAddress(LIMITS.resetsPerAddress)),
    },
    async (request) => {
      const account = await resetPassword(db, notifications, {
        ...request.body,
        keepSessionId: request.session.currentId(),
      });
      return { account };
    },
  );
};
