// Variant edits: size, price and on/off can change. Every edit enters the audit trail; a price change
// also enters the variant's own price history, which the variant screen shows and which is kept as long
// as the variant (the audit trail is pruned after AUDIT_RETENTION_DAYS). Both are written here, in the
// edit's transaction. Removing is soft: the variant leaves the shop and the back office, while past
// orders keep it.
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { PriceChangeView, VariantData } from '../../../shared/schemas/admin-products.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { variantAuditFields, variantEntity } from './admin-audit-fields.ts';
import { sizeColumns } from './admin-variant-view.ts';
import * as repo from './admin-variant-repository.ts';

export const VARIANT_NOT_FOUND = 'Variant not found';

export async function editVariant(
  db: Db,
  ids: { productId: string; variantId: string },
  input: VariantData,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const current = await repo.lockLiveVariant(tx, ids.productId, ids.variantId);
    if (!current) throw notFound(VARIANT_NOT_FOUND);
    const price = senToDecimal(toSen(input.price));
    const priceChanged = toSen(current.price) !== toSen(price);
    if (priceChanged) {
      await repo.insertPriceChange(tx, {
        variantId: current.id,
        oldPrice: current.price,
        newPrice: price,
        changedBy: actor.id,
      });
    }
    const updated = await repo.updateVariant(tx, current.id, {
      size: input.size,
      ...sizeColumns(input.sizeTranslations),
      price,
      isActive: input.isActive,
    });
    await recordActivity(tx, {
      actor,
      action: priceChanged ? 'variant.price' : 'variant.update',
      entity: variantEntity(await repo.productName(tx, ids.productId), updated),
      before: variantAuditFields(current),
      after: variantAuditFields(updated),
    });
    return updated;
  });
}

export async function removeVariant(
  db: Db,
  ids: { productId: string; variantId: string },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.lockLiveVariant(tx, ids.productId, ids.variantId);
    if (!current) throw notFound(VARIANT_NOT_FOUND);
    await repo.markVariantRemoved(tx, current.id, new Date());
    await recordActivity(tx, {
      actor,
      action: 'variant.delete',
      entity: variantEntity(await repo.productName(tx, ids.productId), current),
      before: variantAuditFields(current),
    });
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
