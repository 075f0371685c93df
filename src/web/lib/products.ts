// Catalogue reads shared by the storefront pages. Keys follow the default query function: the parts are
// joined with slashes, so ['/api/products', id] reads /api/products/{id}.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toSen } from '../../shared/money.ts';
import type { Product, ProductCategory, ProductVariant } from '../../shared/schemas/catalog.ts';

export const PRODUCTS_QUERY_KEY = ['/api/products'] as const;

export function useProducts() {
  return useQuery<Product[]>({ queryKey: PRODUCTS_QUERY_KEY });
}

export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Product>({
    queryKey: ['/api/products', id],
    // Coming from a list, the card's data shows at once while the detail loads.
    placeholderData: () => queryClient.getQueryData<Product[]>(PRODUCTS_QUERY_KEY)?.find((p) => p.id === id),
  });
}

/** docs/rules/catalogue.md: the shop knows only these two categories; anything else means all products. */
export function parseCategory(value: string | null): ProductCategory | null {
  return value === 'beer' || value === 'rice-wine' ? value : null;
}

/** Translation key of a category's plural name, as the navigation says it. */
export const CATEGORY_LABEL_KEYS: Record<ProductCategory, string> = {
  beer: 'nav.beers',
  'rice-wine': 'nav.riceWines',
};

/** The cart line for one size of a product (prices travel as numbers in the cart). */
export function toCartLine(product: Product, variant: ProductVariant) {
  return {
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    size: variant.size,
    price: toSen(variant.price) / 100,
    imageUrl: product.imageUrl,
    category: product.category,
  };
}
