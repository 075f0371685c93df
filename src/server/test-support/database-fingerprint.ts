// A digest of every table's rows, to show that a refused request changed nothing. Sessions (their expiry
// moves as they are used) and rate-limit counters (every request counts) are left out.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

const MOVING_TABLES = new Set(['sessions', 'rate_limits']);

export async function databaseFingerprint(db: DbOrTx): Promise<Record<string, string>> {
  const tables = (
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows as { name: string }[];
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (MOVING_TABLES.has(name)) continue;
    const [row] = (
      await db.execute(
        sql`select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
            from ${sql.identifier(name)} t`,
      )
    ).rows as { digest: string }[];
    fingerprint[name] = row!.digest;
  }
  return fingerprint;
}
