// Staff sign-in (docs/rules/accounts.md): /api/login sends the browser to the sign-in page, /api/admin/login checks
// the password, /api/logout ends the staff session, /api/auth/user says who is signed in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, signedInStaffSchema, staffSignInSchema } from '../../../shared/schemas/auth.ts';
import { errorResponses, redirectTo } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { timingDummyHash, verifyPassword } from '../../auth/password.ts';
import { guardedSignIn, type PasswordCheck, type SignInGuardDeps } from '../../auth/sign-in-guard.ts';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { findSignedInAdmin } from '../../plugins/auth-guards.ts';
import { isStaffRole } from '../../../shared/staff-permissions.ts';
import { requestSource } from '../../plugins/request-origin.ts';
import { unauthorized } from '../../http-error.ts';
import { recordActivity, staffEntity } from '../audit/record.ts';
import { findStaffByEmail, type StaffAccount } from './staff-accounts.ts';

const INVALID = 'Invalid email or password';

/**
 * Checks a staff password; the staff member is told about repeated failures (in English). Every failed
 * check enters the audit trail, naming the staff account the email belongs to, or nothing at all (no
 * email, no address) when it belongs to none (docs/architecture.md, "Audit trail"). A sign-in is recorded
 * once its session exists.
 */
async function checkStaffPassword(db: Db, input: LoginInput): Promise<PasswordCheck<StaffAccount>> {
  const found = await findStaffByEmail(db, input.email);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await timingDummyHash()));
  // A disabled account gets the same answer as a wrong password, and its owner no failure alerts.
  const staff = found?.passwordHash && !found.disabledAt ? found : undefined;
  if (staff && ok) return { ok: true, value: staff };
  const actor = staff ? { id: staff.id, email: staff.email } : null;
  await recordActivity(db, { actor, action: 'staff.sign-in-failed', entity: staffEntity(actor) });
  return { ok: false, owner: staff ? { email: staff.email, language: 'en' } : undefined };
}

export const adminAuthRoutes: FastifyPluginAsyncZod<SignInGuardDeps & { publicUrl?: string }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const publicOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : undefined;
  app.get(
    '/api/login',
    { schema: { response: { 302: redirectTo('/admin/login'), ...errorResponses } } },
    async (_request, reply) => reply.redirect('/admin/login'),
  );

  app.post(
    '/api/admin/login',
    { schema: { body: loginSchema, response: { 200: staffSignInSchema, ...errorResponses } } },
    async (request, reply) => {
      const attempt = { request, reply, scope: 'admin' as const, email: request.body.email };
      const checked = await guardedSignIn(deps, attempt, () => checkStaffPassword(db, request.body));
      if (!checked.ok) throw unauthorized(INVALID);
      const user = checked.value;
      await request.session.signIn({ adminUserId: user.id });
      const actor = { id: user.id, email: user.email };
      await recordActivity(db, { actor, action: 'staff.sign-in', entity: staffEntity(actor) });
      const { id, email, firstName, lastName, role } = user;
      return { id, email, firstName, lastName, role: isStaffRole(role) ? role : 'staff' };
    },
  );

  // A link or image on another site cannot sign anyone out: only a navigation from the shop itself can.
  app.get(
    '/api/logout',
    { schema: { response: { 302: redirectTo('/'), ...errorResponses } } },
    async (request, reply) => {
      if (requestSource(request, publicOrigin) === 'same-origin')
        await request.session.signOut('adminUserId');
      return reply.redirect('/');
    },
  );

  // The signed-in admin, or null for everyone else (200 either way: visitors' consoles stay quiet).
  app.get(
    '/api/auth/user',
    { schema: { response: { 200: signedInStaffSchema, ...errorResponses } } },
    async (request) => findSignedInAdmin(request, db),
  );
};
