// Signed, single-use upload URLs (docs/rules/catalogue.md): "<id>.<expiresAt>.<signature>", an HMAC of the id and expiry
// under the server secret. The id also names the stored file, so the URL maps to exactly one object.
import crypto from 'node:crypto';
import { gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usedUploadTokens } from '../../db/schema.ts';

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const UPLOAD_PATH_PREFIX = '/api/admin/uploads/';

export interface UploadToken {
  id: string;
  expiresAt: number;
}

const sign = (secret: string, id: string, expiresAt: number): string =>
  crypto.createHmac('sha256', secret).update(`upload:${id}.${expiresAt}`).digest('base64url');

export function createUploadToken(secret: string, now = Date.now()): string {
  const id = crypto.randomBytes(16).toString('base64url');
  const expiresAt = now + UPLOAD_URL_TTL_MS;
  return `${id}.${expiresAt}.${sign(secret, id, expiresAt)}`;
}

/** The token's id and expiry when its signature is ours (expired or not), else null. */
export function readUploadToken(secret: string, token: string): UploadToken | null {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = '', expiry = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, id, Number(expiry)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { id, expiresAt: Number(expiry) };
}

/** Records the token as used; false when it was used before (a replay). */
export async function redeemUploadToken(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.insert(usedUploadTokens).values({ tokenId: id }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Stored file name (without extension) for an upload token's id. */
export const uploadObjectName = (id: string): string => `up-${id}`;

/** Stored names (without extension) of uploads made since `since`: files an admin may not have saved yet. */
export async function recentUploadNames(db: DbOrTx, since: Date): Promise<Set<string>> {
  const rows = await db
    .select({ id: usedUploadTokens.tokenId })
    .from(usedUploadTokens)
    .where(gte(usedUploadTokens.usedAt, since));
  return new Set(rows.map((row) => uploadObjectName(row.id)));
}
