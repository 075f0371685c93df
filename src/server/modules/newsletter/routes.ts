import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscribedSchema, newsletterSubscribeSchema } from '../../../shared/schemas/newsletter.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { subscribe } from './service.ts';

export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: { body: newsletterSubscribeSchema, response: { 200: newsletterSubscribedSchema } },
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    },
    async (request) => {
      await subscribe(db, request.body, notifications);
      return { subscribed: true as const };
    },
  );
};
