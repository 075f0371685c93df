// Staff read the customer accounts; registered inside the admin guard (app.ts), paths relative to /api/admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCustomerSchema } from '../../../shared/schemas/customers.ts';
import type { Db } from '../../db/client.ts';
import { listCustomersWithFigures } from './admin-repository.ts';

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/customers', { schema: { response: { 200: z.array(adminCustomerSchema) } } }, () =>
    listCustomersWithFigures(db),
  );
};
