// The app starts with the reads its first HTML already answers (src/shared/first-reads.ts): TanStack
// Query's dehydrated state, which the server rendered the page from and the browser hydrates into its own
// query client before React hydrates the page, so both draw the same first screen and no read is asked
// again.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_READS_ID } from '../../../shared/first-reads.ts';

function readState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(FIRST_READS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as DehydratedState) : null;
  } catch {
    return null;
  }
}

/**
 * Puts what the page's first HTML answered into `client`. A kept page is dropped the moment the catalogue
 * or the business profile changes (src/server/storefront/page-renderer.ts), so its reads are as current as
 * the page itself: they count as read when the page arrives, and stay fresh for the client's usual time.
 */
export function startWithFirstReads(client: QueryClient, doc: Document = document): void {
  const state = readState(doc);
  if (!state?.queries) return;
  const arrived = Date.now();
  hydrate(client, {
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: arrived } })),
  });
}
