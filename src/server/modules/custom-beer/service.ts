import type { CustomBeerRequest, SubmitResponse } from '../../../shared/schemas/custom-beer.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { insertCustomBeerRequest } from './repository.ts';
import { recommendStyles } from './scoring.ts';
import { buildSummary } from './summary.ts';

export interface RequestOrigin {
  ipAddress: string | undefined;
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 500;

/** Stores the brief with its summary inside the caller's transaction. */
export async function storeCustomBeerRequest(
  tx: Tx,
  brief: CustomBeerRequest,
  origin: RequestOrigin,
  notifications: Notifications,
): Promise<SubmitResponse> {
  const summary = buildSummary(brief, recommendStyles(brief, brief.language));
  const request = {
    ...brief,
    name: brief.name ?? null,
    phone: brief.phone ?? null,
    notes: brief.notes ?? null,
    summaryText: summary,
  };
  const { id } = await insertCustomBeerRequest(tx, {
    ...request,
    ipAddress: origin.ipAddress?.slice(0, 64) ?? null,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  await notifications.customBeerRequested(tx, { ...request, id });
  return { id, summary };
}

export function submitCustomBeerRequest(
  db: Db,
  brief: CustomBeerRequest,
  origin: RequestOrigin,
  notifications: Notifications,
): Promise<SubmitResponse> {
  return db.transaction((tx) => storeCustomBeerRequest(tx, brief, origin, notifications));
}
