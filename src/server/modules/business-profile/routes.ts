// GET /api/business-profile: the brewery's public details for the footer, /about, /contact and checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessProfileAnswerSchema } from '../../../shared/business-profile.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { ProfileCache } from './profile-cache.ts';

export const businessProfileRoutes: FastifyPluginAsyncZod<{ profiles: Pick<ProfileCache, 'read'> }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/api/business-profile',
    { schema: { response: { 200: businessProfileAnswerSchema, ...errorResponses } } },
    async (_request, reply) => {
      // Revalidated on every use, so a saved edit shows on the next page load.
      reply.header('cache-control', 'no-cache');
      return (await profiles.read()).profile;
    },
  );
};
