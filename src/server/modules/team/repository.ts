// The SQL of the team screen: members with their state, and invitation links by their token's hash.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Team, TeamMember } from '../../../shared/schemas/team.ts';
import { isStaffRole } from '../../../shared/staff-permissions.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffInvitations, teamSettings, users } from '../../db/schema.ts';

export async function readTwoFactorRequired(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(teamSettings).where(eq(teamSettings.id, 1));
  return row?.twoFactorRequired ?? false;
}

export async function listTeam(db: Db): Promise<Team> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  const pending = await db
    .select({ userId: staffInvitations.userId, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(isNull(staffInvitations.usedAt))
    .orderBy(desc(staffInvitations.expiresAt));
  const members = rows.map((row): TeamMember => {
    const invitation = row.passwordHash ? undefined : pending.find((p) => p.userId === row.id);
    return {
      id: row.id,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      role: isStaffRole(row.role) ? row.role : 'staff',
      state: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
      twoFactor: Boolean(row.totpEnabledAt),
      createdAt: row.createdAt.toISOString(),
      invitationExpiresAt: invitation?.expiresAt.toISOString() ?? null,
    };
  });
  return { members, twoFactorRequired: await readTwoFactorRequired(db) };
}

/** An invitation with its member, locked for acceptance when `tx` is a transaction. */
export async function findInvitation(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: staffInvitations.id,
      userId: staffInvitations.userId,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .where(eq(staffInvitations.tokenHash, tokenHash))
    .for('update', { of: staffInvitations });
  return row;
}

/** Every open link of a member stops working (a new invitation, or one accepted): it becomes unknown. */
export async function deleteOpenInvitations(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)));
}
