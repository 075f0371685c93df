// The team screen's calls, relative to /api/admin and owner-only (src/server/plugins/route-permissions.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import {
  accessChangeSchema,
  invitationSchema,
  memberParams,
  roleChangeSchema,
  teamSchema,
} from '../../../shared/schemas/team.ts';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { inviteMember } from './invitations.ts';
import { changeMemberRole, endMemberSessions, setMemberDisabled } from './members.ts';
import { listTeam } from './repository.ts';
import { resetTwoFactor, setTwoFactorRequired } from '../staff/two-factor.ts';
import { twoFactorPolicySchema } from '../../../shared/schemas/two-factor.ts';

export const adminTeamRoutes: FastifyPluginAsyncZod<{ db: Db; notifications: Notifications }> = async (
  app,
  { db, notifications },
) => {
  app.get('/team', { schema: { response: { 200: teamSchema, ...errorResponses } } }, async () =>
    listTeam(db),
  );

  app.post(
    '/team/invitations',
    { schema: { body: invitationSchema, response: { 201: teamSchema, ...errorResponses } } },
    async (request, reply) => {
      await inviteMember(db, notifications, staffOf(request), request.body);
      return reply.status(201).send(await listTeam(db));
    },
  );

  app.put(
    '/team/:id/role',
    {
      schema: {
        params: memberParams,
        body: roleChangeSchema,
        response: { 200: teamSchema, ...errorResponses },
      },
    },
    async (request) => {
      await changeMemberRole(db, staffOf(request), request.params.id, request.body.role);
      return listTeam(db);
    },
  );

  app.put(
    '/team/:id/access',
    {
      schema: {
        params: memberParams,
        body: accessChangeSchema,
        response: { 200: teamSchema, ...errorResponses },
      },
    },
    async (request) => {
      await setMemberDisabled(db, staffOf(request), request.params.id, request.body.disabled);
      return listTeam(db);
    },
  );

  app.put(
    '/team/two-factor-policy',
    { schema: { body: twoFactorPolicySchema, response: { 200: teamSchema, ...errorResponses } } },
    async (request) => {
      await setTwoFactorRequired(db, staffOf(request), request.body.required);
      return listTeam(db);
    },
  );

  app.delete(
    '/team/:id/two-factor',
    { schema: { params: memberParams, response: { 200: teamSchema, ...errorResponses } } },
    async (request) => {
      await resetTwoFactor(db, staffOf(request), request.params.id);
      return listTeam(db);
    },
  );

  app.delete(
    '/team/:id/sessions',
    { schema: { params: memberParams, response: { 200: teamSchema, ...errorResponses } } },
    async (request) => {
      await endMemberSessions(db, staffOf(request), request.params.id);
      return listTeam(db);
    },
  );
};
