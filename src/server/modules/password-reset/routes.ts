// Password reset for customers and staff. Asking for a link answers at once with the same message
// whether or not the address has an account, and does the work afterwards, so neither the answer nor
// its timing tells who has an account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_REQUESTED,
} from '../../../shared/schemas/password-reset.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { resetPassword, sendResetLink } from './service.ts';

// Per-address limits; a household behind one NAT still gets a few tries each.
export const REQUEST_LIMIT = { max: 20, timeWindow: '15 minutes' };
const RESET_LIMIT = { max: 20, timeWindow: '15 minutes' };

export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  app.post(
    '/api/password-reset/request',
    { schema: { body: passwordResetRequestSchema }, config: { rateLimit: REQUEST_LIMIT } },
    async (request, reply) => {
      sendResetLink(db, notifications, request.body).catch((error: unknown) => {
        request.log.error({ err: error }, 'sending a password-reset link failed');
      });
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/password-reset',
    { schema: { body: passwordResetSchema }, config: { rateLimit: RESET_LIMIT } },
    async (request) => {
      const account = await resetPassword(db, notifications, {
        ...request.body,
        keepSessionId: request.session.currentId(),
      });
      return { account };
    },
  );
};
