// Staff sign-in (DESIGN §3): /api/login sends the browser to the sign-in page, /api/admin/login checks
// the password, /api/logout ends the staff session, /api/auth/user says who is signed in.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { timingDummyHash, verifyPassword } from '../../auth/password.ts';
import { clearFailures, isLockedOut, recordFailure } from '../../auth/login-attempts.ts';
import { findSignedInAdmin } from '../../plugins/auth-guards.ts';
import { HttpError, unauthorized } from '../../http-error.ts';

const INVALID = 'Invalid email or password';

export const adminAuthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/login', async (_request, reply) => reply.redirect('/admin/login'));

  app.post(
    '/api/admin/login',
    { schema: { body: loginSchema }, config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      if (await isLockedOut(db, 'admin', email)) {
        throw new HttpError(429, 'Too many failed sign-in attempts. Please try again later.');
      }
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      const ok = await verifyPassword(request.body.password, user?.passwordHash ?? (await timingDummyHash()));
      if (!user || !ok || user.role !== 'admin') {
        await recordFailure(db, 'admin', email);
        throw unauthorized(INVALID);
      }
      await clearFailures(db, 'admin', email);
      await request.session.signIn({ adminUserId: user.id });
      return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
    },
  );

  app.get('/api/logout', async (request, reply) => {
    await request.session.signOut('adminUserId');
    return reply.redirect('/');
  });

  // The signed-in admin, or null for everyone else (200 either way: visitors' consoles stay quiet).
  app.get('/api/auth/user', async (request, reply) => {
    const admin = await findSignedInAdmin(request, db);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(admin));
  });
};
