// The admin order list one page at a time, its status counts, the preview of the mail an update sends, and
// the status/notes update, with their toasts; a 401 sends the admin to sign in again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type {
  AdminOrderSummary,
  AdminOrderView,
  OrderMailPreview,
  OrderMailPreviewRequest,
  OrderUpdate,
} from '../../../shared/schemas/orders.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { api, isUnauthorizedError } from '../../lib/data/api-client.ts';
import { pagedListKeys, useAdminFigures, useAdminPage } from '../../lib/hooks/use-admin-page.ts';

const ADMIN_ORDERS_PATH = '/api/admin/orders';
export const adminOrderKeys = {
  ...pagedListKeys(ADMIN_ORDERS_PATH),
  summary: ['/api/admin/orders/summary'] as const,
};
export const ORDERS_PAGE_SIZE = 25;

export const useAdminOrderPage = (query: string) => useAdminPage<AdminOrderView>(adminOrderKeys, query);
export const useAdminOrderSummary = () => useAdminFigures<AdminOrderSummary>(adminOrderKeys.summary);

export function useUpdateOrder(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OrderUpdate }) =>
      api.put<AdminOrderView>(`${ADMIN_ORDERS_PATH}/${id}`, body, { on401: 'staff-sign-in' }),
    onSuccess: async (order) => {
      toast({ title: order.orderNumber, description: t('adminOrders.toast.updated') });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.summary }),
      ]);
    },
    onError: (error) => {
      // A 401 is already on its way to the sign-in page.
      if (isUnauthorizedError(error)) return;
      toast({
        title: t('adminOrders.toast.errorTitle'),
        description: t('adminOrders.toast.updateFailed'),
        variant: 'destructive',
      });
    },
  });
}

/** The mail an update would send, in the customer's language; nothing is saved or sent. */
export function useOrderMailPreview() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OrderMailPreviewRequest }) =>
      api.post<OrderMailPreview>(`${ADMIN_ORDERS_PATH}/${id}/mail-preview`, body, { on401: 'staff-sign-in' }),
  });
}
