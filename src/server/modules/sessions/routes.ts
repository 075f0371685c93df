// A customer's own signed-in devices, from the dashboard: listed, and any of them signed out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import { deviceParams, signedInDevicesSchema } from '../../../shared/schemas/sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { requireCustomerId } from '../../plugins/auth-guards.ts';
import { endDevice, listDevices } from './repository.ts';

export const customerSessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/customer/sessions',
    { schema: { response: { 200: signedInDevicesSchema, ...errorResponses } } },
    async (request) =>
      listDevices(db, 'customerId', await requireCustomerId(request, db), request.session.currentId()),
  );

  app.delete(
    '/api/customer/sessions/:id',
    { schema: { params: deviceParams, response: { 200: signedInDevicesSchema, ...errorResponses } } },
    async (request) => {
      const customerId = await requireCustomerId(request, db);
      if (!(await endDevice(db, 'customerId', customerId, request.params.id)))
        throw notFound('No such session');
      return listDevices(db, 'customerId', customerId, request.session.currentId());
    },
  );
};
