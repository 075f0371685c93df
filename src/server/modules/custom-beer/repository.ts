import { asc, count, desc } from 'drizzle-orm';
import type { CustomBeerRequestListQuery } from '../../../shared/schemas/admin-lists.ts';
import type { CustomBeerRequestView } from '../../../shared/schemas/custom-beer.ts';
import { pageOffset, type Paged } from '../../../shared/schemas/paging.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { containsAnywhere } from '../../db/list-queries.ts';
import { customBeerRequests } from '../../db/schema.ts';

export type NewCustomBeerRequest = typeof customBeerRequests.$inferInsert;

/** Takes a transaction so the mails announcing the request can be queued in the same commit. */
export async function insertCustomBeerRequest(tx: Tx, values: NewCustomBeerRequest): Promise<{ id: string }> {
  const [row] = await tx.insert(customBeerRequests).values(values).returning({ id: customBeerRequests.id });
  if (!row) throw new Error('custom beer request insert returned no row');
  return row;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

const sorting = {
  newest: [desc(customBeerRequests.createdAt), desc(customBeerRequests.id)],
  oldest: [asc(customBeerRequests.createdAt), asc(customBeerRequests.id)],
} as const;

/** One page of requests, searched in name, email and phone, without the technical fields (address,
 * browser) staff do not need. */
export async function listCustomBeerRequestPage(
  db: DbOrTx,
  query: CustomBeerRequestListQuery,
): Promise<Paged<CustomBeerRequestView>> {
  const where = query.q
    ? containsAnywhere(
        query.q,
        [customBeerRequests.name, customBeerRequests.email, customBeerRequests.phone],
        [customBeerRequests.phone],
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(customBeerRequests)
      .where(where)
      .orderBy(...sorting[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(customBeerRequests).where(where),
  ]);
  return { items: rows.map(toView), page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}

function toView(row: typeof customBeerRequests.$inferSelect): CustomBeerRequestView {
  return {
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
  };
}
