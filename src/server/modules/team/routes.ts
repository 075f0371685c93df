// The invitation page's calls (public: the invitee has no session yet). The token comes in the body, taken
// from the page's fragment, so it never appears in a request line or a log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSignInSchema } from '../../../shared/schemas/auth.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import {
  INVITATION_INVALID,
  invitationAcceptSchema,
  invitationLookupSchema,
  invitationStatusSchema,
} from '../../../shared/schemas/team.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { limitedBy, perAddress } from '../../limits/guard.ts';
import { LIMITS } from '../../limits/policies.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { findSignedInAdmin } from '../../plugins/auth-guards.ts';
import { acceptInvitation, invitationStatus } from './invitations.ts';

export const invitationRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  const signedInAs = async (request: Parameters<typeof findSignedInAdmin>[0]) =>
    (await findSignedInAdmin(request, db))?.id;

  app.post(
    '/api/team/invitation',
    {
      schema: { body: invitationLookupSchema, response: { 200: invitationStatusSchema, ...errorResponses } },
      preHandler: limitedBy(limiter, perAddress(LIMITS.resetsPerAddress)),
    },
    async (request) => invitationStatus(db, request.body.token, await signedInAs(request)),
  );

  app.post(
    '/api/team/invitation/accept',
    {
      schema: { body: invitationAcceptSchema, response: { 200: staffSignInSchema, ...errorResponses } },
      preHandler: limitedBy(limiter, perAddress(LIMITS.resetsPerAddress)),
    },
    async (request) => {
      const { token, ...details } = request.body;
      const accepted = await acceptInvitation(db, { token, ...details }, await signedInAs(request));
      if (!accepted.ok)
        throw new HttpError(410, INVITATION_INVALID, { details: { problem: accepted.problem } });
      await request.session.signIn({ adminUserId: accepted.member.id });
      const member = await findSignedInAdmin(request, db);
      if (!member) throw new HttpError(410, INVITATION_INVALID, { details: { problem: 'unknown' } });
      const { id, email, firstName, lastName, role } = member;
      return { id, email, firstName, lastName, role };
    },
  );
};
