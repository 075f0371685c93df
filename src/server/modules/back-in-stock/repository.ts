// SQL of back-in-stock requests (docs/decisions/026-releases-and-stock-alerts.md).
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { backInStockRequests, products, productVariants } from '../../db/schema.ts';
import { daysAgo } from '../../db/days-ago.ts';

type NewRequest = Pick<
  typeof backInStockRequests.$inferInsert,
  'variantId' | 'email' | 'language' | 'customerId' | 'noticeVersion' | 'tokenHash' | 'tokenExpiresAt'
>;

/** A size shoppers can ask about: live, on sale, of an active product. */
export async function findRequestableSize(db: DbOrTx, variantId: string) {
  const [row] = await db
    .select({ variantId: productVariants.id, productId: products.id, size: productVariants.size })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.isActive, true),
        isNull(productVariants.removedAt),
        eq(products.isActive, true),
      ),
    );
  return row ?? null;
}

/**
 * A new request, or a fresh link for one that is pending or was answered already (asking again waits for
 * the next return). A request still waiting keeps its confirmation: null then, and nothing is mailed.
 */
export async function upsertPendingRequest(db: DbOrTx, request: NewRequest) {
  const [row] = await db
    .insert(backInStockRequests)
    .values(request)
    .onConflictDoUpdate({
      target: [backInStockRequests.variantId, backInStockRequests.email],
      set: {
        language: request.language,
        customerId: sql`coalesce(excluded.customer_id, ${backInStockRequests.customerId})`,
        noticeVersion: request.noticeVersion,
        tokenHash: request.tokenHash,
        tokenExpiresAt: request.tokenExpiresAt,
        confirmedAt: null,
        notifiedAt: null,
      },
      setWhere: or(isNull(backInStockRequests.confirmedAt), isNotNull(backInStockRequests.notifiedAt)),
    })
    .returning({ id: backInStockRequests.id });
  return row ?? null;
}

/** Confirms the pending request of a link still valid, once; null for any other link. */
export async function confirmRequest(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(backInStockRequests)
    .set({ confirmedAt: now, tokenHash: null })
    .where(
      and(
        eq(backInStockRequests.tokenHash, tokenHash),
        isNull(backInStockRequests.confirmedAt),
        gt(backInStockRequests.tokenExpiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether a link was issued and has expired (a used link's hash is gone with its use). */
export async function linkExpired(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.tokenHash, tokenHash), lte(backInStockRequests.tokenExpiresAt, now)));
  return row !== undefined;
}

export async function deleteRequest(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(backInStockRequests)
    .where(eq(backInStockRequests.id, id))
    .returning({ email: backInStockRequests.email });
  return row ?? null;
}

/**
 * Removes the requests that are done: answered by their mail, or never confirmed, more than `retentionDays`
 * after the mail went out or the link lapsed. Asking again makes a new request.
 */
export async function removeSettledRequests(db: DbOrTx, retentionDays: number): Promise<number> {
  const cutoff = daysAgo(retentionDays);
  const removed = await db
    .delete(backInStockRequests)
    .where(
      or(
        lt(backInStockRequests.notifiedAt, cutoff),
        and(isNull(backInStockRequests.confirmedAt), lt(backInStockRequests.tokenExpiresAt, cutoff)),
      ),
    )
    .returning({ id: backInStockRequests.id });
  return removed.length;
}

/** Sizes a shopper can order now: in stock (or not counted), on sale, of a released, active product. */
const orderableNow = and(
  or(isNull(productVariants.stock), gt(productVariants.stock, 0)),
  eq(productVariants.isActive, true),
  isNull(productVariants.removedAt),
  eq(products.isActive, true),
  or(isNull(products.releaseAt), lte(products.releaseAt, sql`now()`)),
);

/**
 * Takes up to `limit` confirmed requests whose size can be ordered again and stamps them notified, in the
 * caller's transaction; rows another server holds are skipped, so each request is answered once.
 */
export async function takeAnswerableRequests(tx: DbOrTx, limit: number) {
  const due = await tx
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(isNotNull(backInStockRequests.confirmedAt), isNull(backInStockRequests.notifiedAt), orderableNow),
    )
    .limit(limit)
    .for('update', { of: backInStockRequests, skipLocked: true });
  if (due.length === 0) return [];
  const taken = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        inArray(
          backInStockRequests.id,
          due.map((row) => row.id),
        ),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .returning();
  const sizes = await tx
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(taken.map((row) => row.variantId))]));
  const sizeOf = new Map(sizes.map((size) => [size.variantId, size]));
  return taken.map((request) => ({ request, size: sizeOf.get(request.variantId)! }));
}

/** How many confirmed shoppers wait for each of these sizes. */
export async function waitingPerSize(db: DbOrTx, variantIds: string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: backInStockRequests.variantId, n: count() })
    .from(backInStockRequests)
    .where(
      and(
        inArray(backInStockRequests.variantId, variantIds),
        isNotNull(backInStockRequests.confirmedAt),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .groupBy(backInStockRequests.variantId);
  return new Map(rows.map((row) => [row.variantId, row.n]));
}
