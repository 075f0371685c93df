// Staff sign-in (docs/rules/accounts.md): /api/login sends the browser to the sign-in page, /api/admin/login checks
// the password, /api/logout ends the staff session, /api/auth/user says who is signed in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, signedInStaffSchema, staffSignInSchema } from '../../../shared/schemas/auth.ts';
import { CODE_WRONG, codeRequiredSchema, secondFactorSchema } from '../../../shared/schemas/two-factor.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import { checkSecondFactor } from './two-factor.ts';
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
import { findStaffByEmail, findStaffById, type StaffAccount } from './staff-accounts.ts';

/** How long a right password waits for its second factor before the sign-in starts over. */
const SECOND_STEP_MS = 5 * 60_000;

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

/** Checks a second factor for the member a right password named; a wrong one is a failed sign-in too. */
async function checkStaffCode(
  db: Db,
  box: SecretBox,
  staff: StaffAccount,
  code: string,
): Promise<PasswordCheck<StaffAccount>> {
  if (!staff.disabledAt && (await checkSecondFactor(db, box, staff.id, code)))
    return { ok: true, value: staff };
  const actor = { id: staff.id, email: staff.email };
  await recordActivity(db, { actor, action: 'staff.sign-in-failed', entity: staffEntity(actor) });
  return { ok: false, owner: { email: staff.email, language: 'en' } };
}

const signedInAnswer = ({ id, email, firstName, lastName, role }: StaffAccount) => ({
  id,
  email,
  firstName,
  lastName,
  role: isStaffRole(role) ? role : ('staff' as const),
});

export const adminAuthRoutes: FastifyPluginAsyncZod<
  SignInGuardDeps & { publicUrl?: string; secretBox: SecretBox }
> = async (app, deps) => {
  const { db } = deps;
  const publicOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : undefined;
  app.get(
    '/api/login',
    { schema: { response: { 302: redirectTo('/admin/login'), ...errorResponses } } },
    async (_request, reply) => reply.redirect('/admin/login'),
  );

  // A right password signs in at once, or, for a member with a second factor, waits for a code (202).
  app.post(
    '/api/admin/login',
    {
      schema: {
        body: loginSchema,
        response: { 200: staffSignInSchema, 202: codeRequiredSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const attempt = { request, reply, scope: 'admin' as const, email: request.body.email };
      const checked = await guardedSignIn(deps, attempt, () => checkStaffPassword(db, request.body));
      if (!checked.ok) throw unauthorized(INVALID);
      const user = checked.value;
      if (user.totpEnabledAt) {
        await request.session.signIn({ pendingAdminUserId: user.id, pendingSince: Date.now() });
        return reply.status(202).send({ secondStep: 'code' });
      }
      await request.session.signIn({ adminUserId: user.id });
      const actor = { id: user.id, email: user.email };
      await recordActivity(db, { actor, action: 'staff.sign-in', entity: staffEntity(actor) });
      return signedInAnswer(user);
    },
  );

  // The second step: a code from the member's app, or a recovery code, within minutes of the password.
  app.post(
    '/api/admin/login/code',
    { schema: { body: secondFactorSchema, response: { 200: staffSignInSchema, ...errorResponses } } },
    async (request, reply) => {
      const session = await request.session.get();
      const pendingFor = Date.now() - (session?.pendingSince ?? 0);
      const staff =
        session?.pendingAdminUserId && pendingFor < SECOND_STEP_MS
          ? await findStaffById(db, session.pendingAdminUserId)
          : undefined;
      if (!staff) throw unauthorized('Sign in with your password first.');
      const attempt = { request, reply, scope: 'admin' as const, email: staff.email };
      const checked = await guardedSignIn(deps, attempt, () =>
        checkStaffCode(db, deps.secretBox, staff, request.body.code),
      );
      if (!checked.ok) throw unauthorized(CODE_WRONG);
      await request.session.signIn({
        adminUserId: staff.id,
        pendingAdminUserId: undefined,
        pendingSince: undefined,
      });
      const actor = { id: staff.id, email: staff.email };
      await recordActivity(db, { actor, action: 'staff.sign-in', entity: staffEntity(actor) });
      return signedInAnswer(staff);
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
