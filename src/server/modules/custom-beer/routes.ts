// The custom-beer builder's two calls (docs/rules/messages.md): a deterministic style recommendation and the brief itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customBeerRequestSchema,
  recommendRequestSchema,
  recommendResponseSchema,
  submitResponseSchema,
} from '../../../shared/schemas/custom-beer.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { recommendStyles } from './scoring.ts';
import { submitCustomBeerRequest } from './service.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';

export const customBeerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifications;
  limiter: RateLimiter;
}> = async (app, { db, notifications, limiter }) => {
  app.post(
    '/api/custom-beer/recommend',
    {
      schema: { body: recommendRequestSchema, response: { 200: recommendResponseSchema, ...errorResponses } },
      preHandler: limitedBy(limiter, perAddress(LIMITS.recommendPerAddress)),
    },
    async (request) => {
      const { language, ...brief } = request.body;
      return { recommendations: recommendStyles(brief, language) };
    },
  );

  app.post(
    '/api/custom-beer/submit',
    {
      schema: { body: customBeerRequestSchema, response: { 201: submitResponseSchema, ...errorResponses } },
      preHandler: limitedBy(
        limiter,
        perAddress(LIMITS.customBeerPerAddress),
        perEmail(LIMITS.customBeerPerEmail, 'email'),
      ),
    },
    async (request, reply) => {
      const result = await submitCustomBeerRequest(
        db,
        request.body,
        {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        },
        notifications,
      );
      return reply.status(201).send(result);
    },
  );
};
