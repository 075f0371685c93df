// Staff read and save the business profile on /admin/settings; registered inside the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessProfileAnswerSchema, businessProfileSchema } from '../../../shared/business-profile.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { saveProfileAsStaff } from './admin-service.ts';
import { readBusinessProfile } from './repository.ts';

export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/settings',
    { schema: { response: { 200: businessProfileAnswerSchema, ...errorResponses } } },
    async () => readBusinessProfile(db),
  );
  app.put(
    '/settings',
    {
      schema: {
        body: businessProfileSchema,
        response: { 200: businessProfileAnswerSchema, ...errorResponses },
      },
    },
    async (request) => saveProfileAsStaff(db, staffOf(request), request.body),
  );
};
