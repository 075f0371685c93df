import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageCreatedSchema, contactMessageSchema } from '../../../shared/schemas/contact.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { receiveContactMessage } from './service.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
}> = async (app, { db, notifications, limiter }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        body: contactMessageSchema,
        response: { 201: contactMessageCreatedSchema, ...errorResponses },
      },
      preHandler: limitedBy(
        limiter,
        perAddress(LIMITS.contactPerAddress),
        perEmail(LIMITS.contactPerEmail, 'email'),
      ),
    },
    async (request, reply) =>
      reply.status(201).send(await receiveContactMessage(db, request.body, notifications)),
  );
};
