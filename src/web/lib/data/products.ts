// Catalogue reads shared by the storefront pages, in the page's language
// (docs/decisions/010-product-translations.md): the language is in the query key and the address, so
// switching language reads the catalogue again and every language keeps its own copy.
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../texts/use-translation.ts';
import { toLanguage, type Language } from '../../../shared/config.ts';
import { firstReadKeys } from '../../../shared/first-reads.ts';
import { toSen } from '../../../shared/money.ts';
import type { Product, ProductCategory, ProductVariant } from '../../../shared/schemas/catalog.ts';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { productAddress, productsAddress } from './catalogue-addresses.ts';
import { queryClient } from './query-client.ts';
import { shownLanguage } from '../texts/translation.ts';

/** Every catalogue read starts with `all`, so one invalidation refreshes all languages. */
export const catalogueKeys = {
  all: firstReadKeys.catalogue,
  list: firstReadKeys.products,
  detail: firstReadKeys.product,
} as const;

function useCatalogueLanguage(): Language {
  return toLanguage(useTranslation().i18n.language);
}

const readProducts = (language: Language) => () => api.get<Product[]>(productsAddress(language));
/** A product, or null when the catalogue has none by that id (the API's 404), which the page then says. */
const readProduct = (language: Language, id: string) => async (): Promise<Product | null> => {
  try {
    return await api.get<Product>(productAddress(language, id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The first screen's catalogue read starts with its code, not once it has rendered (router.tsx). */
export const prefetchCatalogue = {
  list: () =>
    void queryClient.prefetchQuery({
      queryKey: catalogueKeys.list(shownLanguage()),
      queryFn: readProducts(shownLanguage()),
    }),
  product: (id: string) =>
    void queryClient.prefetchQuery({
      queryKey: catalogueKeys.detail(shownLanguage(), id),
      queryFn: readProduct(shownLanguage(), id),
    }),
};

export function useProducts(): UseQueryResult<Product[]> {
  const language = useCatalogueLanguage();
  return useQuery({ queryKey: catalogueKeys.list(language), queryFn: readProducts(language) });
}

export function useProduct(id: string): UseQueryResult<Product | null> {
  const language = useCatalogueLanguage();
  const client = useQueryClient();
  return useQuery({
    queryKey: catalogueKeys.detail(language, id),
    queryFn: readProduct(language, id),
    // Coming from a list, the card's data shows at once while the detail loads; on a language switch the
    // page keeps the previous language's text until the new one arrives.
    placeholderData: (previous) =>
      client.getQueryData<Product[]>(catalogueKeys.list(language))?.find((p) => p.id === id) ??
      (previous?.id === id ? previous : undefined),
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

/** The size a picker starts on: the first one that can be ordered, else the first (docs/rules/catalogue.md). */
export const firstChoice = (product: Product): ProductVariant | undefined =>
  product.variants.find((variant) => variant.available) ?? product.variants[0];
