// Customer account calls (docs/rules/accounts.md). After every change of who is signed in, the header's profile query is
// refetched; signing out drops every cached answer so nothing of this customer stays in memory. Calls made
// while signed in send the customer to the sign-in page on a 401.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerProfileUpdateInput,
  CustomerRegistrationInput,
} from '../../../../shared/schemas/customers.ts';
import type { OrderView } from '../../../../shared/schemas/orders.ts';
import type { SignedInDevice } from '../../../../shared/schemas/sessions.ts';
import { api } from '../../../lib/data/api-client.ts';
import { customerSessionKeys } from '../../../lib/data/customer-session.ts';

export type LoginInput = { email: string; password: string };

function useSignedInChange() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: customerSessionKeys.orders });
    // Reset, not just invalidate: a cached "not signed in" must not be read by the dashboard as the answer.
    await queryClient.resetQueries({ queryKey: customerSessionKeys.profile });
  };
}

export function useRegister() {
  const onSignedIn = useSignedInChange();
  return useMutation({
    mutationFn: (input: CustomerRegistrationInput) => api.post('/api/customer/register', input),
    onSuccess: onSignedIn,
  });
}

export function useLogin() {
  const onSignedIn = useSignedInChange();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post('/api/customer/login', input),
    onSuccess: onSignedIn,
  });
}

/** Drops every cached answer, the storefront's reads included (who is signed in among them). */
export function useForgetAnswers(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // What no screen shows goes; what one shows (who is signed in, the catalogue) is read again.
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.resetQueries();
  }, [queryClient]);
}

export function useLogout() {
  return useMutation({ mutationFn: () => api.post('/api/customer/logout') });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerProfileUpdateInput) =>
      api.put('/api/customer/profile', input, { on401: 'customer-sign-in' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerSessionKeys.profile }),
  });
}

/**
 * Fetched only while signed in (docs/rules/accounts.md). A screen that drew while signed in still checks
 * when a fetch would start: after signing out, the options of an earlier draw must not ask again.
 */
export function useCustomerOrders(signedIn: boolean) {
  const queryClient = useQueryClient();
  /** Whether a customer is signed in, as the session read last answered. */
  const signedInNow = () => Boolean(queryClient.getQueryData(customerSessionKeys.profile));
  return useQuery({
    queryKey: customerSessionKeys.orders,
    queryFn: ({ signal }) =>
      api.get<OrderView[]>('/api/customer/orders', { on401: 'customer-sign-in', signal }),
    enabled: signedIn && signedInNow,
  });
}

/** Deletes the signed-in customer's account (docs/rules/accounts.md). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api.delete('/api/customer/account', { on401: 'customer-sign-in' }),
  });
}

/** The download link of everything the shop holds about the signed-in customer. */
export const CUSTOMER_DATA_EXPORT_URL = '/api/customer/data-export';

/** Mails the signed-in customer a new email verification link (docs/rules/accounts.md); rate limited. */
export function useResendVerificationLink() {
  return useMutation({
    mutationFn: () => api.post('/api/customer/verification-link', undefined, { on401: 'customer-sign-in' }),
  });
}

const SESSIONS_PATH = '/api/customer/sessions';
export const customerDeviceKeys = { all: [SESSIONS_PATH] as const };

/** The devices the customer is signed in on. */
export const useCustomerDevices = () =>
  useQuery({
    queryKey: customerDeviceKeys.all,
    queryFn: ({ signal }) => api.get<SignedInDevice[]>(SESSIONS_PATH, { on401: 'customer-sign-in', signal }),
  });

/** Signs one of the customer's other devices out; the answer is the devices left. */
export function useEndCustomerDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<SignedInDevice[]>(`${SESSIONS_PATH}/${id}`, { on401: 'customer-sign-in' }),
    onSuccess: (list) => queryClient.setQueryData(customerDeviceKeys.all, list),
  });
}
