// SQL for editing, switching off and removing variants, and their price history. A removed variant keeps
// its row (removed_at set, switched off) so past orders still point at it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, productVariants, users, variantPriceChanges } from '../../db/schema.ts';

export type VariantRow = typeof productVariants.$inferSelect;

/** A variant of the product that has not been removed, locked for the rest of the transaction. */
export async function lockLiveVariant(
  db: DbOrTx,
  productId: string,
  variantId: string,
): Promise<VariantRow | null> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        isNull(productVariants.removedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updateVariant(
  db: DbOrTx,
  variantId: string,
  values: Pick<VariantRow, 'size' | 'price' | 'isActive'> & Partial<Pick<VariantRow, 'sizeMs' | 'sizeZh'>>,
): Promise<VariantRow> {
  const [row] = await db
    .update(productVariants)
    .set(values)
    .where(eq(productVariants.id, variantId))
    .returning();
  return row!;
}

export async function markVariantRemoved(db: DbOrTx, variantId: string, now: Date): Promise<void> {
  await db
    .update(productVariants)
    .set({ removedAt: now, isActive: false })
    .where(eq(productVariants.id, variantId));
}

export async function insertPriceChange(
  db: DbOrTx,
  change: { variantId: string; oldPrice: string; newPrice: string; changedBy: string | null },
): Promise<void> {
  await db.insert(variantPriceChanges).values(change);
}

/** Newest first, with the email of the staff member who made each change. */
export function listPriceChanges(db: DbOrTx, variantId: string) {
  return db
    .select({
      oldPrice: variantPriceChanges.oldPrice,
      newPrice: variantPriceChanges.newPrice,
      changedAt: variantPriceChanges.changedAt,
      changedBy: users.email,
    })
    .from(variantPriceChanges)
    .leftJoin(users, eq(users.id, variantPriceChanges.changedBy))
    .where(eq(variantPriceChanges.variantId, variantId))
    .orderBy(desc(variantPriceChanges.changedAt), desc(variantPriceChanges.id));
}

/** The product's name, read without a lock (the variant's lock is enough), for the audit label. */
export async function productName(db: DbOrTx, productId: string): Promise<string> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? '';
}
