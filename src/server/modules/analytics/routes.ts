// Our own page-view counter (docs/rules/api.md): path and language only, counted per Malaysian day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { malaysiaDay } from '../../../shared/dates.ts';
import { pageViewSchema } from '../../../shared/schemas/analytics.ts';
import { errorResponses, noContent } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress } from '../../limits/guard.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { countPageView } from './repository.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  app.post(
    '/api/analytics/pageview',
    {
      schema: { body: pageViewSchema, response: { 204: noContent('Counted'), ...errorResponses } },
      preHandler: limitedBy(limiter, perAddress(LIMITS.pageViewsPerAddress)),
    },
    async (request, reply) => {
      const { path, language } = request.body;
      await countPageView(db, { day: malaysiaDay(new Date()), path, language });
      return reply.status(204).send();
    },
  );
};
