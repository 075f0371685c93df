// The Activity screen's data: one page of the audit trail, newest first, and the staff accounts its filter
// offers; registered inside the admin guard (app.ts), paths relative to /api/admin
// (docs/decisions/008-paged-admin-lists.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListQuerySchema,
  activityStaffSchema,
  pagedActivitySchema,
} from '../../../shared/schemas/activity.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { listActivityPage, listStaff } from './repository.ts';

export const adminActivityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/activity',
    {
      schema: {
        querystring: activityListQuerySchema,
        response: { 200: pagedActivitySchema, ...errorResponses },
      },
    },
    async (request) => listActivityPage(db, request.query),
  );

  app.get(
    '/activity/staff',
    { schema: { response: { 200: activityStaffSchema, ...errorResponses } } },
    async () => listStaff(db),
  );
};
