// Staff read and save the business profile on /admin/settings; registered inside the admin guard (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessProfileAnswerSchema, businessProfileSchema } from '../../../shared/business-profile.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { saveProfileAsStaff } from './admin-service.ts';
import type { ProfileCache } from './profile-cache.ts';
import { readBusinessProfile } from './repository.ts';

export const adminSettingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Told after a save, so every process drops its kept profile (pages, mails) before the answer leaves. */
  profiles: Pick<ProfileCache, 'invalidate'>;
}> = async (app, { db, profiles }) => {
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
      const saved = await saveProfileAsStaff(db, staffOf(request), request.body);
      profiles.invalidate();
      return saved;
    },
  );
};
