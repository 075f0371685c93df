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
import { requestSource } from '../../plugins/request-origin.ts';
import { unauthorized } from '../../http-error.ts';
import { findStaffByEmail, type StaffAccount } from './staff-accounts.ts';

const INVALID = 'Invalid email or password';

/** Checks a staff password; the staff member is told about repeated failures (in English). */
async function checkStaffPassword(db: Db, input: LoginInput): Promise<PasswordCheck<StaffAccount>> {
  const user = await findStaffByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
  if (user && ok && user.role === 'admin') return { ok: true, value: user };
  return { ok: false, owner: user?.role === 'admin' ? { email: user.email, language: 'en' } : undefined };
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
      return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
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
