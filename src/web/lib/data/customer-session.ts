import { useQuery } from '@tanstack/react-query';
import { firstReadKeys } from '../../../shared/first-reads.ts';
import { api } from './api-client.ts';

export type CustomerProfile = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string | null;
  /** Whether the customer followed the link mailed to this address (docs/rules/accounts.md). */
  emailVerified: boolean;
};

/** The signed-in customer's reads, shared by the account pages and checkout. */
export const customerSessionKeys = {
  profile: firstReadKeys.customerProfile,
  orders: ['/api/customer/orders'],
} as const;

/** The signed-in customer's profile, or null for visitors (the server answers them 200 with null). */
export function useCustomerProfile() {
  const query = useQuery<CustomerProfile | null>({
    queryKey: customerSessionKeys.profile,
    queryFn: () => api.get<CustomerProfile>('/api/customer/profile', { on401: 'null' }),
  });
  return {
    profile: query.data ?? null,
    // Pending, not TanStack's isLoading: the server (which never fetches) and the browser agree on it.
    isLoading: query.isPending,
    isSignedIn: Boolean(query.data),
    error: query.error,
  };
}
