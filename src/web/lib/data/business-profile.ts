import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { firstReadKeys } from '../../../shared/first-reads.ts';
import { api } from './api-client.ts';

export const businessProfileKeys = { all: firstReadKeys.businessProfile } as const;

/** The brewery's business profile (name, registration, address, contacts, payment and delivery terms). */
export function useBusinessProfile(): BusinessProfile | undefined {
  return useQuery({
    queryKey: businessProfileKeys.all,
    queryFn: () => api.get<BusinessProfile>('/api/business-profile'),
  }).data;
}
