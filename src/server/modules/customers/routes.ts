// Customer accounts (docs/rules/accounts.md): register, sign in, sign out, profile and own order history. The
// customer id always comes from the session, never from the request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerLoginSchema,
  customerProfileUpdateSchema,
  customerProfileSchema,
  customerRegistrationSchema,
} from '../../../shared/schemas/customers.ts';
import { orderViewSchema } from '../../../shared/schemas/orders.ts';
import { errorResponses, noContent } from '../../../shared/schemas/responses.ts';
import { customerSession } from '../../api-docs/register.ts';
import { z } from 'zod';
import { guardedSignIn, type SignInGuardDeps } from '../../auth/sign-in-guard.ts';
import { findSignedInCustomerId, requireCustomerId } from '../../plugins/auth-guards.ts';
import { unauthorized } from '../../http-error.ts';
import { LIMITS } from '../../limits/policies.ts';
import { limitedBy, perAddress, perEmail } from '../../limits/guard.ts';
import { requestLanguage } from '../../limits/request-language.ts';
import { provenEmailOf } from '../email-verification/repository.ts';
import { listOrderViews } from '../orders/order-views.ts';
import type { CustomerProfile } from '../../../shared/schemas/customers.ts';
import type { Tx } from '../../db/client.ts';
import { startEmailVerification } from '../email-verification/service.ts';
import { giveMarketingConsentAtRegistration } from '../newsletter/service.ts';
import { findProfile, rememberLanguage, updateProfile } from './repository.ts';
import { checkCustomerPassword, INVALID_CREDENTIALS, registerCustomer } from './service.ts';

export const customerRoutes: FastifyPluginAsyncZod<SignInGuardDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/api/customer/register',
    {
      schema: {
        body: customerRegistrationSchema,
        response: { 201: customerProfileSchema, ...errorResponses },
      },
      preHandler: limitedBy(
        deps.limiter,
        perAddress(LIMITS.registerPerAddress),
        perEmail(LIMITS.registerPerEmail, 'email'),
      ),
    },
    async (request, reply) => {
      const { marketingConsent, noticeVersion, ...account } = request.body;
      const language = requestLanguage(request);
      // The separate "news and offers" choice (docs/rules/messages.md); unticked means no consent at all.
      const consent =
        marketingConsent && noticeVersion
          ? (tx: Tx, profile: CustomerProfile) =>
              giveMarketingConsentAtRegistration(tx, deps.notifications, {
                email: profile.email,
                customerId: profile.id,
                language,
                noticeVersion,
                clientAddress: request.ip,
              })
          : undefined;
      // Sign-in is immediate; the mailed link proves the address later (docs/rules/accounts.md).
      const afterInsert = async (tx: Tx, profile: CustomerProfile) => {
        await startEmailVerification(tx, deps.notifications, { ...profile, language });
        if (consent) await consent(tx, profile);
      };
      const profile = await registerCustomer(db, account, language, afterInsert);
      await request.session.signIn({ customerId: profile.id });
      return reply.status(201).send(profile);
    },
  );

  app.post(
    '/api/customer/login',
    { schema: { body: customerLoginSchema, response: { 200: customerProfileSchema, ...errorResponses } } },
    async (request, reply) => {
      const attempt = { request, reply, scope: 'customer' as const, email: request.body.email };
      const checked = await guardedSignIn(deps, attempt, () => checkCustomerPassword(db, request.body));
      if (!checked.ok) throw unauthorized(INVALID_CREDENTIALS);
      const customerId = checked.value;
      await rememberLanguage(db, customerId, requestLanguage(request));
      await request.session.signIn({ customerId });
      const profile = await findProfile(db, customerId);
      if (!profile) throw unauthorized();
      return profile;
    },
  );

  app.post(
    '/api/customer/logout',
    { schema: { response: { 204: noContent('Signed out'), ...errorResponses } } },
    async (request, reply) => {
      await request.session.signOut('customerId');
      return reply.status(204).send();
    },
  );

  // A probe the storefront makes on every visit: a visitor gets 200 with null, not an error status.
  app.get(
    '/api/customer/profile',
    { schema: { response: { 200: customerProfileSchema.nullable(), ...errorResponses } } },
    async (request) => {
      const customerId = await findSignedInCustomerId(request, db);
      return (customerId ? await findProfile(db, customerId) : null) ?? null;
    },
  );

  app.put(
    '/api/customer/profile',
    {
      schema: {
        body: customerProfileUpdateSchema,
        response: { 200: customerProfileSchema, ...errorResponses },
        security: customerSession,
      },
    },
    async (request) => {
      const customerId = await requireCustomerId(request, db);
      const profile = await updateProfile(db, customerId, request.body);
      if (!profile) throw unauthorized();
      return profile;
    },
  );

  app.get(
    '/api/customer/orders',
    { schema: { response: { 200: z.array(orderViewSchema), ...errorResponses }, security: customerSession } },
    async (request) => {
      const customerId = await requireCustomerId(request, db);
      return listOrderViews(db, { customerId, provenEmail: await provenEmailOf(db, customerId) });
    },
  );
};
