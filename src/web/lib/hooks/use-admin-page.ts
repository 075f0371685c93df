// One page of a back-office list read from the server, cached under its feature's key for that page; the
// previous page stays on screen while the next loads. A 401 sends the admin to sign in again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/schemas/paging.ts';
import { api } from '../data/api-client.ts';

/** The keys of one paged list: `all` covers every page, so invalidating it refreshes the whole list. */
export function pagedListKeys(path: string) {
  return {
    path,
    all: [path] as const,
    page: (query: string) => [path, query] as const,
  };
}

export type PagedListKeys = ReturnType<typeof pagedListKeys>;

/** Reads `path?query` under the list's page key. */
export function useAdminPage<T>(list: PagedListKeys, query: string) {
  return useQuery({
    queryKey: list.page(query),
    queryFn: ({ signal }) => api.get<Paged<T>>(`${list.path}?${query}`, { on401: 'staff-sign-in', signal }),
    placeholderData: keepPreviousData,
  });
}

/** A figure the back office reads (a list's counts, the dashboard's numbers); its key is its address. */
export function useAdminFigures<T>(
  key: readonly [string],
  options: { refetchInterval?: number; staleTime?: number } = {},
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(key[0], { on401: 'staff-sign-in', signal }),
    ...options,
  });
}
