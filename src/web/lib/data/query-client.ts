// The app's reads go through TanStack Query (docs/decisions/037-libraries-back-on-the-storefront.md). Every
// query names its own read and what a 401 means for it (src/web/lib/data/api-client.ts). The rules the shop's
// reads have always had: an answer is fresh for five minutes; a screen that mounts with a stale or failed
// answer reads again; no retries and no refetch on window focus.
import { isServer, QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        // On the server a page's client is dropped with its render: no timer keeps its answers alive.
        gcTime: isServer ? Infinity : 10 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/**
 * The browser's query client, for what happens outside a screen (the first reads, a screen's reads started
 * with its code). The server renders each page with a client of its own (src/web/entry-server.tsx).
 */
export const queryClient = createQueryClient();
