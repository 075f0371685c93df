import { toSen } from '../../../shared/money.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { isSoldOut } from '../../../shared/stock-rules.ts';

export const SORT_ORDERS = ['name', 'popular', 'price-asc', 'price-desc', 'abv-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'name';

export function parseSort(value: string | null): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? DEFAULT_SORT;
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
/** Variants arrive cheapest first, so the first one is the "from" price; no size means no price. */
const lowestSen = (p: Product): number | null => (p.variants[0] ? toSen(p.variants[0].price) : null);

/** Products with no value for the sorted field go last, in name order, whichever direction is chosen. */
function byValue(value: (p: Product) => number | null, direction: 1 | -1) {
  return (a: Product, b: Product) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? byName(a, b) : va === null ? 1 : -1;
    return (va - vb) * direction || byName(a, b);
  };
}

const comparators: Record<SortOrder, (a: Product, b: Product) => number> = {
  name: byName,
  // Top sellers first, then everything else, each group by name.
  popular: (a, b) => Number(b.isTopSeller) - Number(a.isTopSeller) || byName(a, b),
  'price-asc': byValue(lowestSen, 1),
  'price-desc': byValue(lowestSen, -1),
  'abv-desc': byValue((p) => (p.abv === null ? null : Number(p.abv)), -1),
};

/** In every order, products whose every size is sold out come after the others. */
export function sortProducts(products: readonly Product[], order: SortOrder): Product[] {
  return [...products].sort(
    (a, b) => Number(isSoldOut(a)) - Number(isSoldOut(b)) || comparators[order](a, b),
  );
}
