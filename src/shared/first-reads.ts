// Reads a page's first HTML answers itself (and the server rendered it with), so the app starts with them
// instead of asking the API before its first screen (docs/architecture.md, "First screen"): the brewery's
// business profile, the catalogue the page shows, and whether the request carried a session cookie at
// all. Without one nobody is signed in, so the signed-in probes (admin and customer) start as "nobody"
// without a request; with one they ask as always. The page carries them as TanStack Query's dehydrated
// state, made per request in a query client of that request's own.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/query-core';
import type { BusinessProfile } from './business-profile.ts';
import type { Language } from './config.ts';
import type { Product } from './schemas/catalog.ts';

/** The id of the <script type="application/json"> element the server writes them into. */
export const FIRST_READS_ID = 'taproom-first-reads';

export interface FirstReads {
  businessProfile: BusinessProfile;
  /** Whether the request carried a session cookie (not whether the session is still valid). */
  sessionCookie: boolean;
  /**
   * The catalogue the page was rendered with, in its language: the list, or the one product it shows, or
   * the id of a product page whose product is not in the active catalogue (read as null: no such product).
   */
  catalogue?: { list?: Product[]; product?: Product; missingProduct?: string };
}

/** The query keys of these reads; the app's own reads of the same addresses use them. */
export const firstReadKeys = {
  businessProfile: ['/api/business-profile'],
  adminUser: ['/api/auth/user'],
  customerProfile: ['/api/customer/profile'],
  /** Every catalogue read starts with it, so one invalidation refreshes all languages. */
  catalogue: ['/api/products'],
  products: (language: Language) => [...firstReadKeys.catalogue, language] as const,
  product: (language: Language, id: string) => [...firstReadKeys.products(language), id] as const,
} as const;

/** The reads as TanStack Query's dehydrated state, made in a client that lives only for this call. */
export function dehydrateFirstReads(reads: FirstReads, language: Language): DehydratedState {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  client.setQueryData(firstReadKeys.businessProfile, reads.businessProfile);
  if (!reads.sessionCookie) {
    client.setQueryData(firstReadKeys.adminUser, null);
    client.setQueryData(firstReadKeys.customerProfile, null);
  }
  const { list, product, missingProduct } = reads.catalogue ?? {};
  if (list) client.setQueryData(firstReadKeys.products(language), list);
  if (product) client.setQueryData(firstReadKeys.product(language, product.id), product);
  if (missingProduct !== undefined)
    client.setQueryData(firstReadKeys.product(language, missingProduct), null);
  const state = dehydrate(client);
  client.clear();
  return state;
}
