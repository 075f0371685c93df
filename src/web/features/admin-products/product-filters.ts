import { formatRM, toSen } from '../../../shared/money.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';

export interface ProductFilter {
  search: string;
  category: 'all' | Product['category'];
  status: 'all' | 'active' | 'inactive';
}

export const NO_FILTER: ProductFilter = { search: '', category: 'all', status: 'all' };

/** Name, style or description containing the search text (any case), in the chosen category and status. */
export function filterProducts<T extends Product>(products: readonly T[], filter: ProductFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (filter.category === 'all' || product.category === filter.category) &&
      (filter.status === 'all' || product.isActive === (filter.status === 'active')) &&
      (!needle ||
        [product.name, product.style, product.description].some((text) =>
          text?.toLowerCase().includes(needle),
        )),
  );
}

/** "RM 12.00 – RM 520.00" over the variants on sale (all variants when none is), or null without any. */
export function priceRange(product: Product): string | null {
  const onSale = product.variants.filter((v) => v.isActive);
  const prices = (onSale.length ? onSale : product.variants).map((v) => toSen(v.price));
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatRM(low) : `${formatRM(low)} – ${formatRM(high)}`;
}

export const activeVariantCount = (product: Product): number =>
  product.variants.filter((v) => v.isActive).length;
