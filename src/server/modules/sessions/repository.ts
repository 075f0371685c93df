// The signed-in devices of one account (docs/rules/accounts.md, "Sessions you can see"). A session is named
// to its owner by a digest of its id, never by the id itself, which is the cookie's secret. Sessions live
// in the database, so ending one takes effect at once on every server process.
import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import Bowser from 'bowser';
import type { SignedInDevice } from '../../../shared/schemas/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { IDLE_MS, type SessionData } from '../../plugins/sessions.ts';

export type AccountKey = 'adminUserId' | 'customerId';

export const publicSessionId = (sid: string): string =>
  crypto.createHash('sha256').update(sid).digest('base64url').slice(0, 22);

function describe(userAgent: string | undefined): { browser: string; system: string } {
  if (!userAgent) return { browser: '', system: '' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: [parsed.browser.name, major].filter(Boolean).join(' '),
    system: parsed.os.name ?? '',
  };
}

async function rowsOf(db: Db, key: AccountKey, accountId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sql`${sessions.sess} ->> ${key}::text`, accountId), gt(sessions.expire, new Date())));
}

export async function listDevices(
  db: Db,
  key: AccountKey,
  accountId: string,
  currentSid: string | undefined,
): Promise<SignedInDevice[]> {
  const rows = await rowsOf(db, key, accountId);
  return rows
    .map((row) => {
      const data = row.sess as SessionData;
      return {
        id: publicSessionId(row.sid),
        ...describe(data.userAgent),
        address: data.address ?? '',
        signedInAt: new Date(data.signedInAt ?? data.createdAt).toISOString(),
        // The expiry moves at most hourly with use (src/server/plugins/sessions.ts): an approximate time.
        lastActiveAt: new Date(row.expire.getTime() - IDLE_MS).toISOString(),
        current: row.sid === currentSid,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** Signs the account out of one of its sessions; false when it has no session by that name. */
export async function endDevice(db: Db, key: AccountKey, accountId: string, id: string): Promise<boolean> {
  const row = (await rowsOf(db, key, accountId)).find((r) => publicSessionId(r.sid) === id);
  if (!row) return false;
  await db
    .update(sessions)
    .set({ sess: sql`${sessions.sess} - ${key}::text` })
    .where(eq(sessions.sid, row.sid));
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.sid, row.sid),
        sql`not (${sessions.sess} ? 'customerId') and not (${sessions.sess} ? 'adminUserId')`,
      ),
    );
  return true;
}
