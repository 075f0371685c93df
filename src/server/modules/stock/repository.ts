// The stock ledger's SQL (docs/decisions/025-stock-ledger.md). A count only ever changes in one statement
// that also guards it (`stock + change >= 0`) or on a locked row, and always next to a movement row, so
// parallel orders and adjustments never lose an update and the count equals the sum of the movements.
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/config.ts';
import type { StockReason } from '../../../shared/schemas/stock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products, productTranslations, productVariants, stockMovements } from '../../db/schema.ts';

export interface Movement {
  variantId: string;
  change: number;
  reason: StockReason;
  orderId?: string | null;
  actorId?: string | null;
}

/**
 * Adds `change` to a size's stock unless that would take a counted size below zero, and records the
 * movement when the size is counted, in one guarded statement (one round trip). Answers the new count
 * (null for a size that is not counted, which is always available), or undefined when there are too few
 * units or no such size (nothing is written then).
 */
export async function moveStock(tx: DbOrTx, movement: Movement): Promise<number | null | undefined> {
  const { rows } = await tx.execute<{ stock: number | null }>(sql`
    with moved as (
      update ${productVariants} set stock = stock + ${movement.change}
      where id = ${movement.variantId} and (stock is null or stock + ${movement.change} >= 0)
      returning stock
    ), recorded as (
      insert into ${stockMovements} (variant_id, change, reason, order_id, actor_id)
      select ${movement.variantId}::uuid, ${movement.change}::int, ${movement.reason},
        ${movement.orderId ?? null}::uuid, ${movement.actorId ?? null}::uuid
      from moved where moved.stock is not null
    )
    select stock from moved`);
  const [row] = rows;
  return row ? row.stock : undefined;
}

/** Sets a size's count on a row the caller has locked, recording the difference as one movement. */
export async function setCountedStock(
  tx: DbOrTx,
  variantId: string,
  from: number | null,
  to: number | null,
  movement: Omit<Movement, 'variantId' | 'change'>,
): Promise<void> {
  await tx.update(productVariants).set({ stock: to }).where(eq(productVariants.id, variantId));
  const change = (to ?? 0) - (from ?? 0);
  // Counting stops with a movement back to zero, so an uncounted size's movements sum to nothing.
  const reason = to === null ? 'untracked' : movement.reason;
  if (change !== 0) await insertMovement(tx, { ...movement, variantId, change, reason });
}

/** A size's low-stock threshold: not part of the count, so no movement goes with it. */
export async function setLowStockAt(tx: DbOrTx, variantId: string, lowStockAt: number | null): Promise<void> {
  await tx.update(productVariants).set({ lowStockAt }).where(eq(productVariants.id, variantId));
}

async function insertMovement(tx: DbOrTx, movement: Movement): Promise<void> {
  await tx.insert(stockMovements).values({
    variantId: movement.variantId,
    change: movement.change,
    reason: movement.reason,
    orderId: movement.orderId ?? null,
    actorId: movement.actorId ?? null,
  });
}

/** A size's count (null when not counted); undefined when the size does not exist. */
export async function currentStock(db: DbOrTx, variantId: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row ? row.stock : undefined;
}

/** What an order holds of each size: the negated sum of its movements there (positive = units taken). */
export async function unitsHeldByOrder(db: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ variantId: stockMovements.variantId, held: sql<number>`-sum(${stockMovements.change})::int` })
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .groupBy(stockMovements.variantId);
  return new Map(rows.filter((row) => row.held !== 0).map((row) => [row.variantId, row.held]));
}

/** The product's name in a shop language (English when it has no translation there). */
export async function productNameIn(
  db: DbOrTx,
  productId: string,
  language: Language,
): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(${productTranslations.name}, ''), ${products.name})` })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)),
    )
    .where(eq(products.id, productId));
  return row?.name ?? null;
}
