// Staff read the subscriber list; registered inside the admin guard (app.ts).
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscriberViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/newsletter-subscribers',
    { schema: { response: { 200: z.array(newsletterSubscriberViewSchema) } } },
    async () => {
      const rows = await db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          isActive: newsletterSubscribers.isActive,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};
