// A member's own signed-in devices, relative to /api/admin: listed, and any of them signed out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import { deviceParams, signedInDevicesSchema } from '../../../shared/schemas/sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { endDevice, listDevices } from './repository.ts';

export const adminSessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/account/sessions',
    { schema: { response: { 200: signedInDevicesSchema, ...errorResponses } } },
    async (request) => listDevices(db, 'adminUserId', staffOf(request).id, request.session.currentId()),
  );

  app.delete(
    '/account/sessions/:id',
    { schema: { params: deviceParams, response: { 200: signedInDevicesSchema, ...errorResponses } } },
    async (request) => {
      const { id } = staffOf(request);
      if (!(await endDevice(db, 'adminUserId', id, request.params.id))) throw notFound('No such session');
      return listDevices(db, 'adminUserId', id, request.session.currentId());
    },
  );
};
