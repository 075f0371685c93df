// Staff read the subscriber list with each address's state and its recorded consent; registered inside
// the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscriberViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import type { Db } from '../../db/client.ts';
import { latestNewsletterConsents } from '../consent/repository.ts';
import { listSubscribers } from './repository.ts';

export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/newsletter-subscribers',
    { schema: { response: { 200: z.array(newsletterSubscriberViewSchema) } } },
    async () => {
      const rows = await listSubscribers(db);
      const consents = await latestNewsletterConsents(
        db,
        rows.map((row) => row.email),
      );
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        consent: consents.get(row.email.toLowerCase()) ?? null,
      }));
    },
  );
};
