// What a shopper sees of a size's stock (docs/decisions/025-stock-ledger.md): whether it can be ordered,
// and the count only when few are left ("only 3 left"); a size that is not counted is always available.

/** At or below this many units a shopper is told how many are left. */
export const FEW_LEFT = 5;

export interface ShopperStock {
  available: boolean;
  /** Units left when few are (1 to FEW_LEFT); null otherwise, so the count stays the brewery's own. */
  left: number | null;
}

export function shopperStock(stock: number | null): ShopperStock {
  if (stock === null) return { available: true, left: null };
  return { available: stock > 0, left: stock > 0 && stock <= FEW_LEFT ? stock : null };
}

/** Whether a counted size going from `from` to `to` units changes what shoppers see of it. */
export function shownStockChanges(from: number, to: number): boolean {
  const before = shopperStock(from);
  const after = shopperStock(to);
  return before.available !== after.available || before.left !== after.left;
}

/** A product every size of which is sold out (a product without sizes is not: it has nothing to sell). */
export const isSoldOut = (product: { variants: readonly { available: boolean }[] }): boolean =>
  product.variants.length > 0 && product.variants.every((variant) => !variant.available);

/** A size with what shoppers see of its stock beside its count. */
export const withShopperStock = <T extends { stock: number | null }>(variant: T): T & ShopperStock => ({
  ...variant,
  ...shopperStock(variant.stock),
});
