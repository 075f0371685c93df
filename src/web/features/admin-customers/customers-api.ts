// Customer accounts for the back office: the list one page at a time, its figures, and deleting an account
// on the customer's request (docs/rules/accounts.md); a 401 sends the admin to sign in again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomerSummary } from '../../../shared/schemas/admin-lists.ts';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { api } from '../../lib/data/api-client.ts';
import { pagedListKeys, useAdminFigures, useAdminPage } from '../../lib/hooks/use-admin-page.ts';

const CUSTOMERS_PATH = '/api/admin/customers';
export const adminCustomerKeys = {
  ...pagedListKeys(CUSTOMERS_PATH),
  summary: [`${CUSTOMERS_PATH}/summary`] as const,
};

export const useCustomerPage = (query: string) => useAdminPage<AdminCustomer>(adminCustomerKeys, query);
export const useCustomerSummary = () => useAdminFigures<AdminCustomerSummary>(adminCustomerKeys.summary);

/** The download link of everything the shop holds about one customer. */
export const customerDataExportUrl = (id: string) => `${CUSTOMERS_PATH}/${id}/data-export`;

/** Deletes one account; every page of the list is read again (the summary, as today, is not). */
export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`${CUSTOMERS_PATH}/${id}`, { on401: 'staff-sign-in' }),
    // Not awaited: the deleted row leaves the list when it is read again, and the screen's own toast must
    // come first.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all }),
  });
}
