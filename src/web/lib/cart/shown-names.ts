// The cart keeps the names a line was added under; it shows them in the language the shop speaks now,
// from the catalogue read in that language (docs/decisions/010-product-translations.md).
import { useProducts } from '../data/products.ts';

type Named = { productId: string; variantId: string; name: string; size: string };

/** Each line with the product's and the size's names as the catalogue gives them now, when it has them. */
export function useShownNames<T extends Named>(lines: readonly T[]): T[] {
  const products = useProducts().data;
  if (!products) return [...lines];
  const byVariant = new Map(
    products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }])),
  );
  return lines.map((line) => {
    const found = byVariant.get(line.variantId);
    return found && found.product.id === line.productId
      ? { ...line, name: found.product.name, size: found.variant.size }
      : line;
  });
}
