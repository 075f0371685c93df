// One page of a back-office list read from the server, keyed by its query so each page is cached on its
// own; the previous page stays on screen while the next loads. A 401 sends the admin to sign in again.
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../shared/schemas/paging.ts';
import { handleUnauthorized } from './admin-auth.ts';
import { apiRequest } from './api-client.ts';

/** Reads `path?query`; invalidating `[path]` refreshes every page of the list. */
export function useAdminPage<T>(path: string, query: string) {
  const result = useQuery<Paged<T>>({
    queryKey: [path, query],
    queryFn: async () => (await apiRequest('GET', `${path}?${query}`)).json() as Promise<Paged<T>>,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (result.error) handleUnauthorized(result.error);
  }, [result.error]);
  return result;
}

/** A figure read from the server (a list's counts), refreshed with the list it belongs to. */
export function useAdminFigures<T>(path: string) {
  const result = useQuery<T>({ queryKey: [path] });
  useEffect(() => {
    if (result.error) handleUnauthorized(result.error);
  }, [result.error]);
  return result;
}
