// Customer accounts (SPEC §2, §7): register, sign in, sign out, profile and own order history. The
// customer id always comes from the session, never from the request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerLoginSchema,
  customerProfileUpdateSchema,
  customerRegistrationSchema,
} from '../../../shared/schemas/customers.ts';
import type { Db } from '../../db/client.ts';
import { findSignedInCustomerId, requireCustomerId } from '../../plugins/auth-guards.ts';
import { unauthorized } from '../../http-error.ts';
import { listOrderViews } from '../orders/order-views.ts';
import { findProfile, updateProfile } from './repository.ts';
import { authenticateCustomer, registerCustomer } from './service.ts';

// Per-address limits on top of the per-account lockout; generous enough for a household behind one NAT.
const REGISTER_LIMIT = { max: 30, timeWindow: '1 hour' };
const LOGIN_LIMIT = { max: 30, timeWindow: '15 minutes' };

export const customerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/customer/register',
    { schema: { body: customerRegistrationSchema }, config: { rateLimit: REGISTER_LIMIT } },
    async (request, reply) => {
      const profile = await registerCustomer(db, request.body);
      await request.session.signIn({ customerId: profile.id });
      return reply.status(201).send(profile);
    },
  );

  app.post(
    '/api/customer/login',
    { schema: { body: customerLoginSchema }, config: { rateLimit: LOGIN_LIMIT } },
    async (request) => {
      const customerId = await authenticateCustomer(db, request.body);
      await request.session.signIn({ customerId });
      const profile = await findProfile(db, customerId);
      if (!profile) throw unauthorized();
      return profile;
    },
  );

  app.post('/api/customer/logout', async (request, reply) => {
    await request.session.signOut('customerId');
    return reply.status(204).send();
  });

  // A probe the storefront makes on every visit: a visitor gets 200 with null, not an error status.
  app.get('/api/customer/profile', async (request, reply) => {
    const customerId = await findSignedInCustomerId(request, db);
    const profile = customerId ? await findProfile(db, customerId) : null;
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(profile ?? null));
  });

  app.put('/api/customer/profile', { schema: { body: customerProfileUpdateSchema } }, async (request) => {
    const customerId = await requireCustomerId(request, db);
    const profile = await updateProfile(db, customerId, request.body);
    if (!profile) throw unauthorized();
    return profile;
  });

  app.get('/api/customer/orders', async (request) => {
    const customerId = await requireCustomerId(request, db);
    return listOrderViews(db, { customerId });
  });
};
