// The one way a staff change enters the audit trail (docs/architecture.md, "Audit trail"). Services call
// recordActivity with the transaction that makes the change, so the change and its record are written
// together or not at all. Only the fields that changed are kept, and never a secret.
import type { ActivityAction, EntityType } from '../../../shared/schemas/activity.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertAuditEvent } from './repository.ts';

/** The staff member making a change, as the session names them. */
export interface Actor {
  id: string;
  email: string;
}

export interface ActivityInput {
  /** Null only for a failed sign-in with an address that is no staff account. */
  actor: Actor | null;
  action: ActivityAction;
  entity: { type: EntityType; id: string | null; label: string | null };
  /** The entity's fields before the change (omit for something new). */
  before?: Record<string, unknown>;
  /** …and after it (omit for something removed). */
  after?: Record<string, unknown>;
}

/** A staff account as the entity of a sign-in or password event; nobody when the email was no staff account. */
export const staffEntity = (staff: Actor | null) =>
  ({ type: 'staff', id: staff?.id ?? null, label: staff?.email ?? null }) as const;

/** Field names whose values are never recorded, at any depth. */
const SECRET_FIELD = /password|hash|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keeps the fields whose values differ; a field missing on one side counts as changed. */
export function changedFields(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key], after[key]),
  );
  const pick = (side: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((key) => key in side).map((key) => [key, side[key] ?? null]));
  return {
    before: withoutSecrets(pick(before)) as Record<string, unknown>,
    after: withoutSecrets(pick(after)) as Record<string, unknown>,
  };
}

/**
 * Records one staff change; a save that changed nothing (before and after given and equal) is not one
 * and records nothing. Answers whether a record was written.
 */
export async function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<boolean> {
  const changes = changedFields(input.before, input.after);
  const nothingChanged =
    input.before !== undefined &&
    input.after !== undefined &&
    Object.keys({ ...changes.before, ...changes.after }).length === 0;
  if (nothingChanged) return false;
  await insertAuditEvent(tx, {
    actorId: input.actor?.id ?? null,
    actorEmail: input.actor?.email ?? null,
    action: input.action,
    entityType: input.entity.type,
    entityId: input.entity.id,
    entityLabel: input.entity.label?.slice(0, 300) ?? null,
    changes,
  });
  return true;
}
