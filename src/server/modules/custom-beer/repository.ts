import { desc } from 'drizzle-orm';
import type { CustomBeerRequestView } from '../../../shared/schemas/custom-beer.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { customBeerRequests } from '../../db/schema.ts';

export type NewCustomBeerRequest = typeof customBeerRequests.$inferInsert;

/** Takes a transaction so the mails announcing the request can be queued in the same commit. */
export async function insertCustomBeerRequest(tx: Tx, values: NewCustomBeerRequest): Promise<{ id: string }> {
  const [row] = await tx.insert(customBeerRequests).values(values).returning({ id: customBeerRequests.id });
  if (!row) throw new Error('custom beer request insert returned no row');
  return row;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The newest requests first, without the technical fields (address, browser) staff do not need. */
export async function listCustomBeerRequests(db: DbOrTx, limit = 500): Promise<CustomBeerRequestView[]> {
  const rows = await db
    .select()
    .from(customBeerRequests)
    .orderBy(desc(customBeerRequests.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    occasion: asList(row.occasion),
    quantity: row.quantity,
    budgetPerKegMYR: row.budgetPerKegMYR,
    sliders: (row.sliders as Record<string, number> | null) ?? null,
    aromas: asList(row.aromas),
    styles: asList(row.styles),
    dietary: asList(row.dietary),
    packaging: row.packaging,
    timeline: row.timeline,
    delivery: row.delivery,
    notes: row.notes,
    summaryText: row.summaryText,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  }));
}
