// Data rights of a customer account: download everything held about it, and delete it. The customer acts
// on their own account from the session; staff act on any account from the back office (admin guard).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDataExportSchema } from '../../../shared/schemas/data-rights.ts';
import { errorResponses, noContent } from '../../../shared/schemas/responses.ts';
import { customerSession } from '../../api-docs/register.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { requireCustomerId, staffOf } from '../../plugins/auth-guards.ts';
import { collectCustomerData, deleteCustomerAccount, type Requester } from './repository.ts';

async function exportOf(db: Db, customerId: string, requester: Requester) {
  const data = await collectCustomerData(db, customerId, requester);
  if (!data) throw notFound('Customer not found');
  return data;
}

/** The export downloads as a JSON file. */
const exportResponses = { 200: customerDataExportSchema, ...errorResponses };
const deletedResponses = { 204: noContent('Deleted'), ...errorResponses };

const attachment = (customerId: string) =>
  `attachment; filename="taproom-data-${customerId.slice(0, 8)}.json"`;

export const customerDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/customer/data-export',
    { schema: { response: exportResponses, security: customerSession } },
    async (request, reply) => {
      const customerId = await requireCustomerId(request, db);
      reply.header('content-disposition', attachment(customerId)).header('cache-control', 'no-store');
      return exportOf(db, customerId, 'customer');
    },
  );

  app.delete(
    '/api/customer/account',
    { schema: { response: deletedResponses, security: customerSession } },
    async (request, reply) => {
      const customerId = await requireCustomerId(request, db);
      await deleteCustomerAccount(db, customerId);
      return reply.status(204).send();
    },
  );
};

const customerIdParams = z.object({ id: z.uuid('Invalid customer id') });

export const adminCustomerDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/customers/:id/data-export',
    { schema: { params: customerIdParams, response: exportResponses } },
    async (request, reply) => {
      reply.header('content-disposition', attachment(request.params.id)).header('cache-control', 'no-store');
      return exportOf(db, request.params.id, 'staff');
    },
  );

  app.delete(
    '/customers/:id',
    { schema: { params: customerIdParams, response: deletedResponses } },
    async (request, reply) => {
      const deleted = await deleteCustomerAccount(db, request.params.id, staffOf(request));
      if (!deleted) throw notFound('Customer not found');
      return reply.status(204).send();
    },
  );
};
