// Staff read the stored briefs one page at a time; registered inside the admin guard (app.ts), paths
// relative to /api/admin (docs/decisions/008-paged-admin-lists.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customBeerRequestListQuerySchema,
  pagedCustomBeerRequestsSchema,
} from '../../../shared/schemas/admin-lists.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { listCustomBeerRequestPage } from './repository.ts';

export const adminCustomBeerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/custom-beer-requests',
    {
      schema: {
        querystring: customBeerRequestListQuerySchema,
        response: { 200: pagedCustomBeerRequestsSchema, ...errorResponses },
      },
    },
    async (request) => listCustomBeerRequestPage(db, request.query),
  );
};
