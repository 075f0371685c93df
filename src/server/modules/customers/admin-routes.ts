// Staff read the customer accounts one page at a time; registered inside the admin guard (app.ts), paths
// relative to /api/admin (docs/decisions/008-paged-admin-lists.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerListQuerySchema,
  adminCustomerSummarySchema,
  pagedCustomersSchema,
} from '../../../shared/schemas/admin-lists.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { customerSummary, listCustomerPage } from './admin-repository.ts';

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      schema: {
        querystring: adminCustomerListQuerySchema,
        response: { 200: pagedCustomersSchema, ...errorResponses },
      },
    },
    async (request) => listCustomerPage(db, request.query),
  );

  app.get(
    '/customers/summary',
    { schema: { response: { 200: adminCustomerSummarySchema, ...errorResponses } } },
    async () => customerSummary(db),
  );
};
