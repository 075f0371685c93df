import { useQuery } from '@tanstack/react-query';

export type CustomerProfile = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string | null;
};

export const CUSTOMER_PROFILE_KEY = ['/api/customer/profile'] as const;

/** The signed-in customer's profile, or null for visitors (the server answers them 200 with null). */
export function useCustomerProfile() {
  const query = useQuery<CustomerProfile | null>({
    queryKey: CUSTOMER_PROFILE_KEY,
  });
  return {
    profile: query.data ?? null,
    isLoading: query.isLoading,
    isSignedIn: Boolean(query.data),
    error: query.error,
  };
}
