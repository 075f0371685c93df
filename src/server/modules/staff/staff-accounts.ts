// Staff accounts: created from ADMIN_EMAIL/ADMIN_PASSWORD at start and by `npm run taproom -- staff`,
// found at sign-in. A disabled account (disabled_at set) keeps its row but cannot sign in. What the
// command line changes enters the audit trail with the change, with no staff member as its actor.
import crypto from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { ActivityAction } from '../../../shared/schemas/activity.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/password.ts';
import { endOtherSessions } from '../../plugins/sessions.ts';
import { recordActivity, staffEntity } from '../audit/record.ts';

export type StaffAccount = typeof users.$inferSelect;

/** The staff account with this email, in any letter case. */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

/** A change the command line made to a staff account, recorded in the transaction that makes it. */
function recordCommandLineChange(tx: DbOrTx, action: ActivityAction, staff: { id: string; email: string }) {
  return recordActivity(tx, { actor: null, action, entity: staffEntity(staff) });
}

/**
 * Creates the staff account, or gives an existing one this password. `recorded`: the command line's
 * change enters the audit trail; the account named in the server's settings at start (and a test's set-up)
 * does not.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  { recorded = false }: { recorded?: boolean } = {},
): Promise<'created' | 'updated'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalized));
    const [staff] = existing
      ? await tx
          .update(users)
          .set({ passwordHash, role: 'admin', updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning({ id: users.id, email: users.email })
      : await tx
          .insert(users)
          .values({ email: normalized, passwordHash, role: 'admin', firstName: 'Admin' })
          .returning({ id: users.id, email: users.email });
    if (recorded && staff) {
      await recordCommandLineChange(tx, existing ? 'staff.password-set' : 'staff.create', staff);
    }
    return existing ? 'updated' : 'created';
  });
}

/** A readable random password for a new staff account (about 120 bits). */
export function generatePassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}

export interface StaffListing {
  email: string;
  name: string;
  createdAt: Date;
  disabledAt: Date | null;
}

/** Every staff account, oldest first, for `staff list`. */
export async function listStaff(db: Db): Promise<StaffListing[]> {
  const rows = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: [firstName, lastName].filter(Boolean).join(' '),
  }));
}

export type StaffChange = 'done' | 'unchanged' | 'not-found' | 'last-enabled';

/**
 * Disables or re-enables a staff account. Disabling ends every session of the account at once and is
 * refused for the last enabled account, so the back office always keeps a way in.
 */
export async function setStaffDisabled(db: Db, email: string, disabled: boolean): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.role, 'admin')))
      .for('update');
    if (!user) return 'not-found';
    if (Boolean(user.disabledAt) === disabled) return 'unchanged';
    if (disabled) {
      const [enabled] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
      if ((enabled?.n ?? 0) <= 1) return 'last-enabled';
    }
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    if (disabled) await endOtherSessions(tx, 'adminUserId', user.id, undefined);
    await recordCommandLineChange(tx, disabled ? 'staff.disable' : 'staff.enable', user);
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
      .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.role, 'admin')))
      .returning({ id: users.id, email: users.email });
    if (!user) return false;
    await endOtherSessions(tx, 'adminUserId', user.id, undefined);
    await recordCommandLineChange(tx, 'staff.password-set', user);
    return true;
  });
}
