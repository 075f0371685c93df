// Staff read the subscriber list; registered inside the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscriberViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import type { Db } from '../../db/client.ts';
import { listSubscribers } from './repository.ts';

export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/newsletter-subscribers',
    { schema: { response: { 200: z.array(newsletterSubscriberViewSchema) } } },
    async () =>
      (await listSubscribers(db)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
};
