import type { CustomBeerRequestView } from '../../../shared/schemas/custom-beer.ts';
import { pagedListKeys, useAdminPage } from '../../lib/hooks/use-admin-page.ts';

export const customBeerRequestKeys = pagedListKeys('/api/admin/custom-beer-requests');
export const CUSTOM_BEER_PAGE_SIZE = 20;

/** One page of stored briefs, as the server searched and sorted them. */
export const useCustomBeerRequestPage = (query: string) =>
  useAdminPage<CustomBeerRequestView>(customBeerRequestKeys, query);
