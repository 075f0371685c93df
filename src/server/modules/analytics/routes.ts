// Our own page-view counter (docs/rules/api.md): path and language only, counted per Malaysian day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { malaysiaDay } from '../../../shared/dates.ts';
import { pageViewSchema } from '../../../shared/schemas/analytics.ts';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress } from '../../limits/guard.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  app.post(
    '/api/analytics/pageview',
    {
      schema: { body: pageViewSchema },
      preHandler: limitedBy(limiter, perAddress(LIMITS.pageViewsPerAddress)),
    },
    async (request, reply) => {
      const { path, language } = request.body;
      await db
        .insert(pageViews)
        .values({ day: malaysiaDay(new Date()), path, language, views: 1 })
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.language],
          set: { views: sql`${pageViews.views} + 1` },
        });
      return reply.status(204).send();
    },
  );
};
