// Bench data for the Activity screen: two years of a busy back office, 100,000 audit events by five staff
// members over every kind of thing, with labels like the real ones ("Hornbill Pale Ale 330ML Bottle",
// "TR-51234").
import type { Db } from '../src/server/db/client.ts';
import { auditEvents, users } from '../src/server/db/schema.ts';

const KINDS = [
  { action: 'variant.price', entityType: 'variant', label: (i: number) => `Brew ${i % 300} 330ML Bottle` },
  { action: 'product.update', entityType: 'product', label: (i: number) => `Brew ${i % 300}` },
  { action: 'order.status', entityType: 'order', label: (i: number) => `TR-${1001 + (i % 100_000)}` },
  { action: 'message.read', entityType: 'message', label: () => null },
  { action: 'staff.sign-in', entityType: 'staff', label: () => null },
] as const;

const TWO_YEARS_MS = 730 * 86_400_000;

export async function seedAuditEvents(db: Db, count = 100_000): Promise<void> {
  const staff = await db
    .insert(users)
    .values([1, 2, 3, 4, 5].map((n) => ({ email: `staff${n}@large.example.my`, role: 'admin' })))
    .returning({ id: users.id, email: users.email });
  const now = Date.now();
  for (let start = 0; start < count; start += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, count - start) }, (_, k) => {
      const i = start + k;
      const kind = KINDS[i % KINDS.length]!;
      const actor = staff[i % staff.length]!;
      return {
        actorId: actor.id,
        actorEmail: actor.email,
        action: kind.action,
        entityType: kind.entityType,
        entityId: null,
        entityLabel: kind.label(i),
        changes: { before: { price: '12.00' }, after: { price: '13.50' } },
        createdAt: new Date(now - ((count - i) / count) * TWO_YEARS_MS),
      };
    });
    await db.insert(auditEvents).values(rows);
  }
}
