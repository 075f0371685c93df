// Who is asking, always taken from the session and never from the request body or query.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { customers, teamSettings, users } from '../db/schema.ts';
import { isStaffRole, can, type StaffRole } from '../../shared/staff-permissions.ts';
import { forbidden, unauthorized } from '../http-error.ts';
import { routePermission } from './route-permissions.ts';
import { ENROLMENT_REQUIRED } from '../../shared/schemas/two-factor.ts';

/** The signed-in, still active customer's id, or null for a visitor. */
export async function findSignedInCustomerId(request: FastifyRequest, db: Db): Promise<string | null> {
  const session = await request.session.get();
  const customerId = session?.customerId;
  if (!customerId) return null;
  const [row] = await db
    .select({ id: customers.id, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.isActive ? customerId : null;
}

/** The signed-in customer's id, or a 401. */
export async function requireCustomerId(request: FastifyRequest, db: Db): Promise<string> {
  const customerId = await findSignedInCustomerId(request, db);
  if (!customerId) throw unauthorized();
  return customerId;
}

/** The signed-in customer's id when there is one (orders link to it), else null. */
export async function optionalCustomerId(request: FastifyRequest): Promise<string | null> {
  const session = await request.session.get();
  return session?.customerId ?? null;
}

export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** Whether the team requires a second factor of everyone (docs/rules/accounts.md, "Two-step sign-in"). */
  twoFactorRequired: boolean;
}

export async function findSignedInAdmin(request: FastifyRequest, db: Db): Promise<AdminUser | null> {
  const session = await request.session.get();
  if (!session?.adminUserId) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      disabledAt: users.disabledAt,
      totpEnabledAt: users.totpEnabledAt,
      twoFactorRequired: teamSettings.twoFactorRequired,
    })
    .from(users)
    .leftJoin(teamSettings, eq(teamSettings.id, 1))
    .where(eq(users.id, session.adminUserId));
  // A disabled account's session stops working at once, even if its row was somehow left behind.
  if (!user || !isStaffRole(user.role) || user.disabledAt) return null;
  const { disabledAt: _disabledAt, totpEnabledAt, twoFactorRequired, role, ...admin } = user;
  return {
    ...admin,
    role,
    twoFactorEnabled: Boolean(totpEnabledAt),
    twoFactorRequired: twoFactorRequired ?? false,
  };
}

/** The staff member each guarded request was let through for, as the session named them. */
const guardedStaff = new WeakMap<FastifyRequest, AdminUser>();

export const ROLE_REFUSAL = 'Your role does not allow this.';

/**
 * An onRequest hook for the whole /api/admin prefix: a staff session, and a role the route's permission
 * allows (a route with no permission assigned is refused to everyone).
 */
export function adminGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const admin = await findSignedInAdmin(request, db);
    if (!admin) throw unauthorized();
    const permission = routePermission(request.method, request.routeOptions.url);
    if (!permission || !can(admin.role, permission)) throw forbidden(ROLE_REFUSAL);
    // While the team requires a second factor, a member without one may only set it up.
    if (admin.twoFactorRequired && !admin.twoFactorEnabled && permission !== 'account.self')
      throw forbidden(ENROLMENT_REQUIRED);
    guardedStaff.set(request, admin);
  };
}

/** Who makes a change behind the admin guard: id and email, for the audit trail. */
export function staffOf(request: FastifyRequest): { id: string; email: string } {
  const admin = guardedStaff.get(request);
  if (!admin) throw unauthorized();
  return { id: admin.id, email: admin.email };
}
