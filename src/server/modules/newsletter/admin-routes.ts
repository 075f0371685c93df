// Staff page through the subscriber list and export all of it; registered inside the admin guard
// (app.ts), paths relative to /api/admin (docs/decisions/008-paged-admin-lists.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscriberViewSchema } from '../../../shared/schemas/admin-inbox.ts';
import {
  pagedSubscribersSchema,
  subscriberListQuerySchema,
  subscriberSummarySchema,
} from '../../../shared/schemas/admin-lists.ts';
import type { Db } from '../../db/client.ts';
import { listSubscriberPage, subscriberSummary } from './admin-repository.ts';
import { listSubscribers } from './repository.ts';

export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/newsletter-subscribers',
    { schema: { querystring: subscriberListQuerySchema, response: { 200: pagedSubscribersSchema } } },
    async (request) => listSubscriberPage(db, request.query),
  );

  app.get(
    '/newsletter-subscribers/summary',
    { schema: { response: { 200: subscriberSummarySchema } } },
    async () => subscriberSummary(db),
  );

  // The CSV download holds every subscriber, not one page: four short columns a row.
  app.get(
    '/newsletter-subscribers/export',
    { schema: { response: { 200: z.array(newsletterSubscriberViewSchema) } } },
    async () =>
      (await listSubscribers(db)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
};
