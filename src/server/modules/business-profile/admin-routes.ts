// Staff read and save the business profile on /admin/settings; registered inside the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessProfileAnswerSchema, businessProfileSchema } from '../../../shared/business-profile.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { readBusinessProfile, saveBusinessProfile } from './repository.ts';

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
    async (request) => {
      await saveBusinessProfile(db, request.body);
      return readBusinessProfile(db);
    },
  );
};
