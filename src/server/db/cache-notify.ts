// The one statement of the cache bus (src/server/cache-bus.ts): a NOTIFY every listening server receives.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function sendCacheNotification(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
