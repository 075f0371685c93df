// Two-step sign-in for staff (docs/rules/accounts.md, "Two-step sign-in"): enrolment (a secret shown as a
// QR code and as text, kept sealed until a first code confirms it), ten single-use recovery codes stored
// hashed, the check of a code at sign-in (each authenticator code once: its time step must be newer than
// the last one accepted), an owner's reset, and the team's rule that everyone must use it.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '../../../shared/schemas/two-factor.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import {
  acceptedStep,
  hashRecoveryCode,
  isAuthenticatorCode,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
} from '../../auth/totp.ts';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes, teamSettings, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { endOtherSessions } from '../../plugins/sessions.ts';
import { recordActivity, staffEntity, type Actor } from '../audit/record.ts';
import { readTwoFactorRequired } from '../team/repository.ts';

export async function startTwoFactorSetup(db: Db, box: SecretBox, member: Actor): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: box.seal(secret) })
    .where(eq(users.id, member.id));
  const uri = otpauthUri(secret, member.email);
  // Loaded here, not at start: only a staff member setting up two-step sign-in needs it.
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauthUri: uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/** Confirms the shown secret with a first code; the answer is the recovery codes, shown this once. */
export async function confirmTwoFactorSetup(
  db: Db,
  box: SecretBox,
  member: Actor,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  const [row] = await db
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, member.id));
  const secret = row?.pending ? box.open(row.pending) : null;
  if (!secret) throw conflict('Start the set-up again: no secret is waiting for a first code.');
  const step = isAuthenticatorCode(code) ? acceptedStep(secret, code, now) : null;
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: row!.pending,
        totpPendingSecret: null,
        totpEnabledAt: new Date(now),
        totpLastStep: step,
      })
      .where(eq(users.id, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, member.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ userId: member.id, codeHash: hashRecoveryCode(c) })));
    await recordActivity(tx, {
      actor: member,
      action: 'staff.two-factor-enabled',
      entity: staffEntity(member),
    });
  });
  return codes;
}

/**
 * Whether `code` is right for the member: an authenticator code of a time step newer than the last one
 * accepted (claimed in one statement, so a replay or a parallel second use fails), or an unused recovery
 * code (used up in one statement).
 */
export async function checkSecondFactor(
  db: Db,
  box: SecretBox,
  memberId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!isAuthenticatorCode(code)) {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(staffRecoveryCodes.userId, memberId),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ userId: staffRecoveryCodes.userId });
    return used.length === 1;
  }
  const [row] = await db.select({ sealed: users.totpSecret }).from(users).where(eq(users.id, memberId));
  const secret = row?.sealed ? box.open(row.sealed) : null;
  const step = secret ? acceptedStep(secret, code, now) : null;
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, memberId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** An owner takes a member's second factor away (a lost phone): they enrol again; their sessions end. */
export async function resetTwoFactor(db: Db, actor: Actor, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, memberId))
      .returning({ id: users.id, email: users.email });
    if (!member) throw notFound('No such team member');
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, memberId));
    await endOtherSessions(tx, 'adminUserId', memberId, undefined);
    await recordActivity(tx, { actor, action: 'staff.two-factor-reset', entity: staffEntity(member) });
  });
}

export async function setTwoFactorRequired(db: Db, actor: Actor, required: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readTwoFactorRequired(tx);
    if (before === required) return;
    await tx
      .insert(teamSettings)
      .values({ id: 1, twoFactorRequired: required })
      .onConflictDoUpdate({
        target: teamSettings.id,
        set: { twoFactorRequired: required, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      actor,
      action: 'settings.two-factor',
      entity: { type: 'settings', id: null, label: null },
      before: { twoFactorRequired: before },
      after: { twoFactorRequired: required },
    });
  });
}
