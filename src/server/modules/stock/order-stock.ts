// What orders do to stock (docs/decisions/025-stock-ledger.md): placing one takes its units, in the order's
// own transaction; cancelling returns what it took; reopening a cancelled order takes them again;
// confirming and completing keep them taken. An order that asks for more than a size has is refused with
// 409 in the shopper's language, and its transaction writes nothing.
import type { Language } from '../../../shared/config.ts';
import { shownStockChanges } from '../../../shared/stock-rules.ts';
import type { StockReason } from '../../../shared/schemas/stock.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { shortageMessage } from './messages.ts';
import { currentStock, moveStock, productNameIn, unitsHeldByOrder } from './repository.ts';

export interface StockLine {
  productId: string | null;
  variantId: string | null;
  productName: string;
  variantSize: string;
  quantity: number;
}

/** An order in any status but cancelled holds its units. */
export const holdsStock = (status: string): boolean => status !== 'cancelled';

/**
 * Sizes in one fixed order (by id), so two orders sharing sizes lock their rows in the same order and
 * never wait on each other in a circle; a size on two lines counts once, with both quantities.
 */
const byVariantId = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);

function unitsPerSize(lines: readonly StockLine[]) {
  const sizes = new Map<string, { quantity: number; line: StockLine; indexes: number[] }>();
  lines.forEach((line, index) => {
    if (!line.variantId) return;
    const size = sizes.get(line.variantId) ?? { quantity: 0, line, indexes: [] };
    size.quantity += line.quantity;
    size.indexes.push(index);
    sizes.set(line.variantId, size);
  });
  return [...sizes.entries()].sort(byVariantId);
}

/**
 * Takes every line's units, or throws 409 naming the first size that has too few. Answers whether what
 * shoppers see of any size changed (sold out, or "only 3 left"), which is when the catalogue must be
 * rebuilt.
 */
export async function takeOrderStock(
  tx: Tx,
  order: { id: string; language: Language },
  lines: readonly StockLine[],
  reason: Extract<StockReason, 'order' | 'order-reopened'> = 'order',
): Promise<boolean> {
  let shownChanged = false;
  for (const [variantId, { quantity, line, indexes }] of unitsPerSize(lines)) {
    const taken = await moveStock(tx, { variantId, change: -quantity, reason, orderId: order.id });
    if (taken !== undefined) {
      if (taken !== null && shownStockChanges(taken + quantity, taken)) shownChanged = true;
      continue;
    }
    const left = (await currentStock(tx, variantId)) ?? 0;
    const product =
      (line.productId && (await productNameIn(tx, line.productId, order.language))) || line.productName;
    const message = shortageMessage(order.language, { product, size: line.variantSize, left });
    throw new HttpError(409, message, {
      issues: indexes.map((index) => ({ path: `items.${index}.quantity`, message })),
      details: { shortage: { productId: line.productId, variantId, available: left } },
    });
  }
  return shownChanged;
}

/** Gives back what the order holds of each size (sizes no longer counted stay as they are). */
export async function returnOrderStock(tx: Tx, orderId: string): Promise<void> {
  const held = [...(await unitsHeldByOrder(tx, orderId))].sort(byVariantId);
  for (const [variantId, units] of held) {
    await moveStock(tx, { variantId, change: units, reason: 'order-cancelled', orderId });
  }
}

/** Follows a staff status change: cancelling returns the units, reopening a cancelled order takes them. */
export async function followOrderStatus(
  tx: Tx,
  order: { id: string; items: readonly StockLine[] },
  from: string,
  to: string,
): Promise<void> {
  if (holdsStock(from) && !holdsStock(to)) await returnOrderStock(tx, order.id);
  // Staff read the back office's answers in English.
  if (!holdsStock(from) && holdsStock(to))
    await takeOrderStock(tx, { id: order.id, language: 'en' }, order.items, 'order-reopened');
}
