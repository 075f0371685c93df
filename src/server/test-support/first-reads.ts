// What a page's first HTML carries for the app (src/shared/first-reads.ts), read back from the dehydrated
// state in its <script type="application/json"> the way the browser's query client sees it.
import type { DehydratedState } from '@tanstack/query-core';
import type { Language } from '../../shared/config.ts';
import { FIRST_READS_ID, firstReadKeys } from '../../shared/first-reads.ts';

const SCRIPT = new RegExp(`<script type="application/json" id="${FIRST_READS_ID}">(.*?)</script>`);

export function firstReadsOf(html: string) {
  const state = JSON.parse(SCRIPT.exec(html)![1]!) as DehydratedState;
  const read = (key: readonly unknown[]): unknown =>
    state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
  return {
    state,
    businessProfile: read(firstReadKeys.businessProfile) as { legalName: string } | undefined,
    /** Whether the page starts with nobody signed in, as a page without a session cookie does. */
    signedOut: read(firstReadKeys.adminUser) === null && read(firstReadKeys.customerProfile) === null,
    products: (language: Language) =>
      read(firstReadKeys.products(language)) as { name: string }[] | undefined,
    product: (language: Language, id: string) =>
      read(firstReadKeys.product(language, id)) as { name: string } | undefined,
  };
}
