// Variant edits: size, price and on/off can change; every price change is recorded with who made it.
// Removing is soft: the variant leaves the shop and the back office, while past orders keep it.
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { PriceChangeView, VariantData } from '../../../shared/schemas/admin-products.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import * as repo from './variant-repository.ts';

export const VARIANT_NOT_FOUND = 'Variant not found';

export async function editVariant(
  db: Db,
  ids: { productId: string; variantId: string },
  input: VariantData,
  staffId: string | null,
) {
  return db.transaction(async (tx) => {
    const current = await repo.lockLiveVariant(tx, ids.productId, ids.variantId);
    if (!current) throw notFound(VARIANT_NOT_FOUND);
    const price = senToDecimal(toSen(input.price));
    if (toSen(current.price) !== toSen(price)) {
      await repo.insertPriceChange(tx, {
        variantId: current.id,
        oldPrice: current.price,
        newPrice: price,
        changedBy: staffId,
      });
    }
    return repo.updateVariant(tx, current.id, { size: input.size, price, isActive: input.isActive });
  });
}

export async function removeVariant(db: Db, ids: { productId: string; variantId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.lockLiveVariant(tx, ids.productId, ids.variantId);
    if (!current) throw notFound(VARIANT_NOT_FOUND);
    await repo.markVariantRemoved(tx, current.id, new Date());
  });
}

export async function priceHistory(
  db: Db,
  ids: { productId: string; variantId: string },
): Promise<PriceChangeView[]> {
  const variant = await repo.lockLiveVariant(db, ids.productId, ids.variantId);
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  const rows = await repo.listPriceChanges(db, variant.id);
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
