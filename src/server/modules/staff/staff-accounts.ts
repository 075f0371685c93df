// Staff accounts: created from ADMIN_EMAIL/ADMIN_PASSWORD at start, by `npm run taproom -- staff` and by an
// owner's invitation, found at sign-in. A disabled account (disabled_at set) keeps its row but cannot sign
// in. Every change enters the audit trail with the change: an owner on the team screen as its actor, or
// no staff member for the command line.
import crypto from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ActivityAction } from '../../../shared/schemas/activity.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { endOtherSessions } from '../../plugins/sessions.ts';
import { recordActivity, staffEntity, type Actor } from '../audit/record.ts';

export type StaffAccount = typeof users.$inferSelect;

/** The staff account with this email, in any letter case. */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

export async function findStaffById(db: Db, id: string): Promise<StaffAccount | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** A change the command line made to a staff account, recorded in the transaction that makes it. */
function recordCommandLineChange(tx: DbOrTx, action: ActivityAction, staff: { id: string; email: string }) {
  return recordActivity(tx, { actor: null, action, entity: staffEntity(staff) });
}

/** Whether the shop has an owner who can sign in; when it has none, the next account becomes one. */
async function hasEnabledOwner(tx: DbOrTx): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.disabledAt), isNotNull(users.passwordHash)));
  return (row?.n ?? 0) > 0;
}

/**
 * Creates the staff account, or gives an existing one this password. A new account takes `role`, else
 * becomes an owner when the shop has no enabled owner (the first account) and staff otherwise; an existing
 * one changes role only when `role` is given, never leaving the shop without an enabled owner. `recorded`:
 * the command line's change enters the audit trail; the account named in the server's settings at start
 * (and a test's set-up) does not.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  { recorded = false, role }: { recorded?: boolean; role?: StaffRole } = {},
): Promise<'created' | 'updated' | 'last-owner'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await lockMember(tx, { email: normalized });
    if (existing) {
      if (role && (await changeRole(tx, existing, role, null)) === 'last-owner') return 'last-owner';
      // The same password again (ADMIN_PASSWORD at every start) is no change: its sessions stay.
      if (existing.passwordHash && (await verifyPassword(password, existing.passwordHash))) return 'updated';
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await endOtherSessions(tx, 'adminUserId', existing.id, undefined);
      if (recorded) await recordCommandLineChange(tx, 'staff.password-set', existing);
      return 'updated';
    }
    const newRole = role ?? ((await hasEnabledOwner(tx)) ? 'staff' : 'owner');
    const [staff] = await tx
      .insert(users)
      .values({ email: normalized, passwordHash, role: newRole, firstName: 'Admin' })
      .returning({ id: users.id, email: users.email });
    if (recorded && staff) {
      await recordActivity(tx, {
        actor: null,
        action: 'staff.create',
        entity: staffEntity(staff),
        after: { role: newRole },
      });
    }
    return 'created';
  });
}

interface LockedMember {
  id: string;
  email: string;
  role: string;
  disabledAt: Date | null;
  passwordHash: string | null;
}

/** Whether taking this member away from the enabled owners would leave the shop without one. */
async function isLastEnabledOwner(tx: DbOrTx, member: LockedMember): Promise<boolean> {
  // An invited owner who has not chosen a password yet cannot sign in: they keep nobody's way in.
  if (member.role !== 'owner' || member.disabledAt || !member.passwordHash) return false;
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.disabledAt), isNotNull(users.passwordHash)))
    .for('update');
  return owners.length <= 1;
}

/**
 * Gives a member another role and ends their sessions (they sign in again under the new one). Refused for
 * the last enabled owner. `actor` null: the command line.
 */
export async function changeRole(
  tx: DbOrTx,
  member: LockedMember,
  role: StaffRole,
  actor: Actor | null,
): Promise<StaffChange> {
  if (member.role === role) return 'unchanged';
  if (await isLastEnabledOwner(tx, member)) return 'last-owner';
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, member.id));
  await endOtherSessions(tx, 'adminUserId', member.id, undefined);
  await recordActivity(tx, {
    actor,
    action: 'staff.role',
    entity: staffEntity(member),
    before: { role: member.role },
    after: { role },
  });
  return 'done';
}

/** A readable random password for a new staff account (about 120 bits). */
export function generatePassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}

export interface StaffListing {
  email: string;
  role: string;
  name: string;
  createdAt: Date;
  disabledAt: Date | null;
}

/** Every staff account, oldest first, for `staff list`. */
export async function listStaff(db: Db): Promise<StaffListing[]> {
  const rows = await db
    .select({
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: [firstName, lastName].filter(Boolean).join(' '),
  }));
}

export type StaffChange = 'done' | 'unchanged' | 'not-found' | 'last-owner';

/** A member locked for a change, found by email (the command line) or id (the team screen). */
export async function lockMember(tx: DbOrTx, who: { email: string } | { id: string }) {
  const [member] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(
      'email' in who ? eq(sql`lower(${users.email})`, who.email.trim().toLowerCase()) : eq(users.id, who.id),
    )
    .for('update');
  return member;
}

/**
 * Disables or re-enables a member. Disabling ends every session of the account at once and is refused for
 * the last enabled owner, so the back office always keeps a way in. `actor` null: the command line.
 */
export async function setStaffDisabled(
  db: Db,
  who: { email: string } | { id: string },
  disabled: boolean,
  actor: Actor | null = null,
): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, who);
    if (!member) return 'not-found';
    if (Boolean(member.disabledAt) === disabled) return 'unchanged';
    if (disabled && (await isLastEnabledOwner(tx, member))) return 'last-owner';
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, member.id));
    if (disabled) await endOtherSessions(tx, 'adminUserId', member.id, undefined);
    const action = disabled ? 'staff.disable' : 'staff.enable';
    await recordActivity(tx, { actor, action, entity: staffEntity(member) });
    return 'done';
  });
}

/** Gives a staff account a new password and signs it out everywhere; false when there is no such account. */
export async function resetStaffPassword(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .returning({ id: users.id, email: users.email });
    if (!user) return false;
    await endOtherSessions(tx, 'adminUserId', user.id, undefined);
    await recordCommandLineChange(tx, 'staff.password-set', user);
    return true;
  });
}
