// Newsletter unsubscribe from the signed link in every newsletter message. The page at
// /newsletter/unsubscribe posts the token here; mail clients' one-click button (RFC 8058) posts a form to
// the one-click address. Both only ever switch a subscriber off, so repeating them is harmless.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribeRequestSchema, unsubscribeResponseSchema } from '../../shared/schemas/mail.ts';
import { errorResponses, noContent } from '../../shared/schemas/responses.ts';
import { singleLine } from '../../shared/schemas/text.ts';
import type { Db } from '../db/client.ts';
import { unsubscribeWithToken } from './unsubscribe-service.ts';
import { LIMITS } from '../limits/policies.ts';
import { limitedBy, perAddress } from '../limits/guard.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';

export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  limiter: RateLimiter;
}> = async (app, { db, secret, limiter }) => {
  const limited = limitedBy(limiter, perAddress(LIMITS.unsubscribePerAddress));
  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses },
      },
      preHandler: limited,
    },
    async (request) => unsubscribeWithToken(db, secret, request.body.token),
  );

  // Mail providers send `List-Unsubscribe=One-Click` as a form. Only this nested scope accepts that body
  // type; the rest of the API stays JSON-only.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, body);
      },
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/api/newsletter/unsubscribe/one-click',
      {
        schema: {
          querystring: z.object({ token: singleLine().trim().min(1).max(2000) }),
          response: { 204: noContent('Unsubscribed'), ...errorResponses },
        },
        preHandler: limited,
      },
      async (request, reply) => {
        await unsubscribeWithToken(db, secret, request.query.token);
        return reply.status(204).send();
      },
    );
  });
};
