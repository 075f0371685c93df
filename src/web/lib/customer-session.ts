import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

export type CustomerProfile = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string | null;
};

export const CUSTOMER_PROFILE_KEY = ['/api/customer/profile'] as const;

/** The signed-in customer's profile, or null for visitors (a 401 is not an error here). */
export function useCustomerProfile() {
  const query = useQuery<CustomerProfile | null>({
    queryKey: CUSTOMER_PROFILE_KEY,
    queryFn: getQueryFn<CustomerProfile | null>({ on401: 'returnNull' }),
  });
  return {
    profile: query.data ?? null,
    isLoading: query.isLoading,
    isSignedIn: Boolean(query.data),
    error: query.error,
  };
}
