// Staff counting and adjusting a size's stock (docs/decisions/025-stock-ledger.md): each change is a
// movement of the ledger and an entry of the audit trail naming who and why, in one transaction.
import type {
  LowStockAlertInput,
  StockAdjustmentInput,
  StockCountInput,
  VariantLowStock,
  VariantStock,
} from '../../../shared/schemas/stock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { variantEntity } from '../catalog/admin-audit-fields.ts';
import { lockLiveVariant, productName } from '../catalog/admin-variant-repository.ts';
import { VARIANT_NOT_FOUND } from '../catalog/admin-variant-service.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { moveStock, setCountedStock, setLowStockAt } from './repository.ts';

type VariantIds = { productId: string; variantId: string };

async function lockedVariant(tx: Tx, ids: VariantIds) {
  const variant = await lockLiveVariant(tx, ids.productId, ids.variantId);
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  return variant;
}

async function record(
  tx: Tx,
  actor: Actor,
  ids: VariantIds,
  size: string,
  change: { from: number | null; to: number | null; reason: string },
) {
  await recordActivity(tx, {
    actor,
    action: 'variant.stock',
    entity: variantEntity(await productName(tx, ids.productId), { id: ids.variantId, size }),
    before: { stock: change.from },
    after: { stock: change.to, reason: change.reason },
  });
}

/** A new count for the size, or `null` to stop counting it. */
export async function setStockCount(
  db: Db,
  ids: VariantIds,
  input: Required<StockCountInput>,
  actor: Actor,
): Promise<VariantStock> {
  return db.transaction(async (tx) => {
    const variant = await lockedVariant(tx, ids);
    if (variant.stock !== input.count) {
      await setCountedStock(tx, variant.id, variant.stock, input.count, {
        reason: input.reason,
        actorId: actor.id,
      });
      await record(tx, actor, ids, variant.size, {
        from: variant.stock,
        to: input.count,
        reason: input.reason,
      });
    }
    return { variantId: variant.id, stock: input.count };
  });
}

/** Units brewed, sold over the counter or spoiled; the count never goes below zero. */
export async function adjustStock(
  db: Db,
  ids: VariantIds,
  input: StockAdjustmentInput,
  actor: Actor,
): Promise<VariantStock> {
  return db.transaction(async (tx) => {
    const variant = await lockedVariant(tx, ids);
    if (variant.stock === null) throw conflict('This size is not counted: set a count first');
    const stock = await moveStock(tx, {
      variantId: variant.id,
      change: input.change,
      reason: input.reason,
      actorId: actor.id,
    });
    if (stock === undefined || stock === null) {
      throw conflict(`Only ${variant.stock} in stock: cannot take away ${-input.change}`, {
        stock: variant.stock,
      });
    }
    await record(tx, actor, ids, variant.size, { from: variant.stock, to: stock, reason: input.reason });
    return { variantId: variant.id, stock };
  });
}

/** The size's low-stock threshold (null: no alert), recorded in the audit trail when it changes. */
export async function setLowStockAlert(
  db: Db,
  ids: VariantIds,
  input: LowStockAlertInput,
  actor: Actor,
): Promise<VariantLowStock> {
  return db.transaction(async (tx) => {
    const variant = await lockedVariant(tx, ids);
    if (variant.lowStockAt !== input.lowStockAt) {
      await setLowStockAt(tx, variant.id, input.lowStockAt);
      await recordActivity(tx, {
        actor,
        action: 'variant.low-stock',
        entity: variantEntity(await productName(tx, ids.productId), {
          id: ids.variantId,
          size: variant.size,
        }),
        before: { lowStockAt: variant.lowStockAt },
        after: { lowStockAt: input.lowStockAt },
      });
    }
    return { variantId: variant.id, lowStockAt: input.lowStockAt };
  });
}
