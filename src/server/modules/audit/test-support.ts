// Test-only: reads the audit trail straight from the database, oldest first.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

export function auditTrail(db: Db) {
  const all = () => db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return {
    all,
    /** The events written while `change` ran (nothing else writes to the trail meanwhile). */
    async during(change: () => Promise<unknown>) {
      const seen = (await all()).length;
      await change();
      return (await all()).slice(seen);
    },
  };
}
