// Staff accounts: created from ADMIN_EMAIL/ADMIN_PASSWORD at start and by the admin CLI, found at sign-in.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/password.ts';

export type StaffAccount = typeof users.$inferSelect;

/** The staff account with this email, in any letter case. */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

export async function upsertAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({ email: normalized, passwordHash, role: 'admin', firstName: 'Admin' });
  return 'created';
}

/** A readable random password for a new staff account (about 120 bits). */
export function generatePassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}
