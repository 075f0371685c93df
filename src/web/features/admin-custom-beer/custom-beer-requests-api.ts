import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CustomBeerRequestView } from '../../../shared/schemas/custom-beer.ts';
import { handleUnauthorized } from '../../lib/admin-auth.ts';

export const CUSTOM_BEER_REQUESTS_KEY = ['/api/admin/custom-beer-requests'] as const;

/** Stored briefs, newest first (the server orders them). */
export function useCustomBeerRequests() {
  const query = useQuery<CustomBeerRequestView[]>({ queryKey: CUSTOM_BEER_REQUESTS_KEY });
  useEffect(() => {
    if (query.error) handleUnauthorized(query.error);
  }, [query.error]);
  return query;
}
