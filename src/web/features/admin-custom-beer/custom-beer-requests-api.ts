import type { CustomBeerRequestView } from '../../../shared/schemas/custom-beer.ts';
import { useAdminPage } from '../../lib/use-admin-page.ts';

export const CUSTOM_BEER_REQUESTS_PATH = '/api/admin/custom-beer-requests';
export const CUSTOM_BEER_REQUESTS_KEY = [CUSTOM_BEER_REQUESTS_PATH] as const;
export const CUSTOM_BEER_PAGE_SIZE = 20;

/** One page of stored briefs, as the server searched and sorted them. */
export const useCustomBeerRequestPage = (query: string) =>
  useAdminPage<CustomBeerRequestView>(CUSTOM_BEER_REQUESTS_PATH, query);
