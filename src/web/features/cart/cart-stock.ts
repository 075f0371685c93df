// What the catalogue now says about each cart line's size (docs/decisions/025-stock-ledger.md): a line
// whose size sold out, or that asks for more than the few left, blocks "Continue to Order Form" until
// the shopper changes it; the server would refuse the order anyway.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductVariant } from '../../../shared/schemas/catalog.ts';
import { cartTotalSen, type CartItem } from '../../lib/cart/cart-context.tsx';
import { catalogueKeys, useProducts } from '../../lib/data/products.ts';

export type LineStock =
  { kind: 'ok'; left: number | null } | { kind: 'sold-out' } | { kind: 'too-many'; left: number };

export function lineStock(item: Pick<CartItem, 'quantity'>, variant: ProductVariant | undefined): LineStock {
  // Not in the catalogue (yet): the line is pruned once it is known, or checked when it loads.
  if (!variant) return { kind: 'ok', left: null };
  if (!variant.available) return { kind: 'sold-out' };
  if (variant.left !== null && item.quantity > variant.left) return { kind: 'too-many', left: variant.left };
  return { kind: 'ok', left: variant.left };
}

/** How many of a line can be ordered today: none of a sold-out size, at most the few left. */
export function orderableQuantity(item: Pick<CartItem, 'quantity'>, stock: LineStock | undefined): number {
  if (stock?.kind === 'sold-out') return 0;
  if (stock?.kind === 'too-many') return stock.left;
  return item.quantity;
}

/**
 * What the lines that can be ordered come to, in sen: the free-delivery hint counts only these, so a
 * cart whose keg sold out never says it qualifies on the keg's price.
 */
export function orderableSen(items: readonly CartItem[], stock: ReadonlyMap<string, LineStock>): number {
  return cartTotalSen(
    items.map((item) => ({ price: item.price, quantity: orderableQuantity(item, stock.get(item.id)) })),
  );
}

/** Each line's stock by cart line id; the catalogue reads again whenever the cart opens. */
export function useCartStock(items: readonly CartItem[], isOpen: boolean): Map<string, LineStock> {
  const products = useProducts();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isOpen) void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  }, [isOpen, queryClient]);
  const variants = new Map(
    (products.data ?? []).flatMap((product) => product.variants.map((variant) => [variant.id, variant])),
  );
  return new Map(items.map((item) => [item.id, lineStock(item, variants.get(item.variantId))]));
}
