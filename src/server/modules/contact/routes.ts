import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageCreatedSchema, contactMessageSchema } from '../../../shared/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { receiveContactMessage } from './service.ts';

// Generous for a person, tight enough that a script cannot fill the staff inbox.
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  app.post(
    '/api/contact',
    {
      schema: { body: contactMessageSchema, response: { 201: contactMessageCreatedSchema } },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) =>
      reply.status(201).send(await receiveContactMessage(db, request.body, notifications)),
  );
};
