// An owner's changes to a member on the team screen, made through the same functions as the command line
// (src/server/modules/staff/staff-accounts.ts), with the owner as the actor in the audit trail.
import { LAST_OWNER } from '../../../shared/schemas/team.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { recordActivity, staffEntity, type Actor } from '../audit/record.ts';
import { endOtherSessions } from '../../plugins/sessions.ts';
import { changeRole, lockMember, setStaffDisabled, type StaffChange } from '../staff/staff-accounts.ts';

function answer(change: StaffChange): void {
  if (change === 'not-found') throw notFound('No such team member');
  if (change === 'last-owner') throw conflict(LAST_OWNER);
}

export async function changeMemberRole(db: Db, actor: Actor, id: string, role: StaffRole): Promise<void> {
  answer(
    await db.transaction(async (tx) => {
      const member = await lockMember(tx, { id });
      return member ? changeRole(tx, member, role, actor) : 'not-found';
    }),
  );
}

export async function setMemberDisabled(db: Db, actor: Actor, id: string, disabled: boolean): Promise<void> {
  answer(await setStaffDisabled(db, { id }, disabled, actor));
}

/** An owner signs a member out of every device (a lost laptop), recorded in the audit trail. */
export async function endMemberSessions(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, { id });
    if (!member) throw notFound('No such team member');
    await endOtherSessions(tx, 'adminUserId', member.id, undefined);
    await recordActivity(tx, { actor, action: 'staff.sessions-ended', entity: staffEntity(member) });
  });
}
