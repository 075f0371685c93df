import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { handleUnauthorized } from './admin-auth.ts';

/** An admin list read (no retry); a 401 sends the admin to sign in again (docs/rules/accounts.md). */
export function useAdminList<T>(path: string) {
  const query = useQuery<T[]>({ queryKey: [path] });
  useEffect(() => {
    if (query.error) handleUnauthorized(query.error);
  }, [query.error]);
  return query;
}
