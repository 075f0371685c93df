// Staff page through the subscriber list, each address with its state and its recorded consent, and export
// all of it; registered inside the admin guard (app.ts), paths relative to /api/admin
// (docs/decisions/008-paged-admin-lists.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsletterSubscriberViewSchema,
  type NewsletterSubscriberView,
} from '../../../shared/schemas/admin-inbox.ts';
import {
  pagedSubscribersSchema,
  subscriberListQuerySchema,
  subscriberSummarySchema,
} from '../../../shared/schemas/admin-lists.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { latestNewsletterConsents } from '../consent/repository.ts';
import { listSubscriberPage, subscriberSummary, type SubscriberRow } from './admin-repository.ts';
import { listSubscribers } from './repository.ts';

/** Adds each address's newest newsletter consent (null while the sign-up is pending). */
async function withConsents(db: Db, rows: SubscriberRow[]): Promise<NewsletterSubscriberView[]> {
  const consents = await latestNewsletterConsents(
    db,
    rows.map((row) => row.email),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    consent: consents.get(row.email.toLowerCase()) ?? null,
  }));
}

export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/newsletter-subscribers',
    {
      schema: {
        querystring: subscriberListQuerySchema,
        response: { 200: pagedSubscribersSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = await listSubscriberPage(db, request.query);
      return { ...page, items: await withConsents(db, page.items) };
    },
  );

  app.get(
    '/newsletter-subscribers/summary',
    { schema: { response: { 200: subscriberSummarySchema, ...errorResponses } } },
    async () => subscriberSummary(db),
  );

  // The CSV download holds every subscriber, not one page: four short columns a row.
  app.get(
    '/newsletter-subscribers/export',
    { schema: { response: { 200: z.array(newsletterSubscriberViewSchema), ...errorResponses } } },
    async () => withConsents(db, await listSubscribers(db)),
  );
};
