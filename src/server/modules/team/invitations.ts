// Invitations (docs/rules/accounts.md, "Team"): an owner invites an email with a role; the member exists at
// once without a password, and a random 256-bit token goes out in a link (only its SHA-256 is kept) that
// works once, for INVITATION_HOURS. Accepting it sets the password and signs the new member in.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/config.ts';
import {
  ALREADY_MEMBER,
  INVITATION_HOURS,
  invitationTokenField,
  type InvitationProblem,
  type InvitationStatus,
} from '../../../shared/schemas/team.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffInvitations, users } from '../../db/schema.ts';
import { conflict } from '../../http-error.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { recordActivity, staffEntity, type Actor } from '../audit/record.ts';
import { deleteOpenInvitations, findInvitation } from './repository.ts';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Where the invitee chooses a password; the token rides in the fragment, never sent in a request line. */
export const INVITATION_PAGE = '/admin/invitation';

export async function inviteMember(
  db: Db,
  notifications: Notifications,
  actor: Actor,
  input: { email: string; role: StaffRole; language: Language },
  now = new Date(),
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  const token = crypto.randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    // An invited member who has not accepted yet gets a fresh link (and the role asked for now).
    if (existing?.passwordHash) throw conflict(ALREADY_MEMBER);
    const [member] = existing
      ? await tx
          .update(users)
          .set({ role: input.role, disabledAt: null, updatedAt: now })
          .where(eq(users.id, existing.id))
          .returning({ id: users.id, email: users.email })
      : await tx
          .insert(users)
          .values({ email, role: input.role, passwordHash: null, firstName: null })
          .returning({ id: users.id, email: users.email });
    await deleteOpenInvitations(tx, member!.id);
    await tx.insert(staffInvitations).values({
      tokenHash: hashToken(token),
      userId: member!.id,
      invitedBy: actor.id,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600_000),
    });
    await recordActivity(tx, {
      actor,
      action: 'staff.invite',
      entity: staffEntity(member!),
      after: { role: input.role },
    });
    await notifications.staffInvitation(
      tx,
      { email, language: input.language },
      `${INVITATION_PAGE}#token=${token}`,
    );
    return member!;
  });
}

type Found = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** What is wrong with a link, if anything; `signedInAs` is the staff member this browser is signed in as. */
function problemWith(found: Found | undefined, signedInAs: string | undefined, now: Date) {
  if (!found || found.disabledAt) return 'unknown';
  if (found.usedAt || found.passwordHash) return 'used';
  if (found.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (signedInAs && signedInAs !== found.userId) return 'other-account';
  return null;
}

function lookUp(tx: DbOrTx, token: string) {
  return invitationTokenField.safeParse(token).success
    ? findInvitation(tx, hashToken(token))
    : Promise.resolve(undefined);
}

export async function invitationStatus(
  db: Db,
  token: string,
  signedInAs: string | undefined,
  now = new Date(),
): Promise<InvitationStatus> {
  const found = await lookUp(db, token);
  const problem = problemWith(found, signedInAs, now);
  if (problem || !found) return { ok: false, problem: problem ?? 'unknown' };
  return { ok: true, email: found.email, role: found.role === 'owner' ? 'owner' : 'staff' };
}

export type Acceptance = { ok: true; member: Actor } | { ok: false; problem: InvitationProblem };

/** Sets the invitee's name and password and uses the link up; the caller signs them in. */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; firstName: string; lastName: string },
  signedInAs: string | undefined,
  now = new Date(),
): Promise<Acceptance> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<Acceptance> => {
    const found = await lookUp(tx, input.token);
    const problem = problemWith(found, signedInAs, now);
    if (problem || !found) return { ok: false, problem: problem ?? 'unknown' };
    await tx
      .update(users)
      .set({ passwordHash, firstName: input.firstName, lastName: input.lastName || null, updatedAt: now })
      .where(eq(users.id, found.userId));
    await tx.update(staffInvitations).set({ usedAt: now }).where(eq(staffInvitations.id, found.id));
    await deleteOpenInvitations(tx, found.userId);
    const member = { id: found.userId, email: found.email };
    await recordActivity(tx, {
      actor: member,
      action: 'staff.invitation-accepted',
      entity: staffEntity(member),
    });
    return { ok: true, member };
  });
}
