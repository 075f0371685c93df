import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../shared/business-profile.ts';

export const BUSINESS_PROFILE_KEY = ['/api/business-profile'] as const;

/** The brewery's business profile (name, registration, address, contacts, payment and delivery terms). */
export function useBusinessProfile(): BusinessProfile | undefined {
  return useQuery<BusinessProfile>({ queryKey: BUSINESS_PROFILE_KEY }).data;
}
