// Customer account calls (docs/rules/accounts.md). After every change of who is signed in, the header's profile query is
// refetched; signing out drops every cached answer so nothing of this customer stays in memory.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerProfileUpdateInput,
  CustomerRegistrationInput,
} from '../../../../shared/schemas/customers.ts';
import type { OrderView } from '../../../../shared/schemas/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CUSTOMER_PROFILE_KEY } from '../../../lib/customer-session.ts';

export const CUSTOMER_ORDERS_KEY = ['/api/customer/orders'] as const;

export type LoginInput = { email: string; password: string };

function useSignedInChange() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: CUSTOMER_ORDERS_KEY });
    // Reset, not just invalidate: a cached "not signed in" must not be read by the dashboard as the answer.
    await queryClient.resetQueries({ queryKey: CUSTOMER_PROFILE_KEY });
  };
}

export function useRegister() {
  const onSignedIn = useSignedInChange();
  return useMutation({
    mutationFn: (input: CustomerRegistrationInput) => apiRequest('POST', '/api/customer/register', input),
    onSuccess: onSignedIn,
  });
}

export function useLogin() {
  const onSignedIn = useSignedInChange();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest('POST', '/api/customer/login', input),
    onSuccess: onSignedIn,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/customer/logout'),
    onSuccess: () => queryClient.clear(),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerProfileUpdateInput) => apiRequest('PUT', '/api/customer/profile', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_PROFILE_KEY }),
  });
}

/** Fetched only while signed in (docs/rules/accounts.md). */
export function useCustomerOrders(enabled: boolean) {
  return useQuery<OrderView[]>({ queryKey: CUSTOMER_ORDERS_KEY, enabled });
}
