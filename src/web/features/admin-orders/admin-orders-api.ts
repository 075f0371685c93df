// The admin order list one page at a time, its status counts, and the status/notes update, with their
// toasts and the sign-in redirect.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AdminOrderSummary, OrderUpdate, OrderView } from '../../../shared/schemas/orders.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { handleUnauthorized } from '../../lib/admin-auth.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useAdminFigures, useAdminPage } from '../../lib/use-admin-page.ts';

export const ADMIN_ORDERS_PATH = '/api/admin/orders';
export const ADMIN_ORDERS_KEY = [ADMIN_ORDERS_PATH] as const;
const SUMMARY_PATH = '/api/admin/orders/summary';
export const ORDERS_PAGE_SIZE = 25;

export const useAdminOrderPage = (query: string) => useAdminPage<OrderView>(ADMIN_ORDERS_PATH, query);
export const useAdminOrderSummary = () => useAdminFigures<AdminOrderSummary>(SUMMARY_PATH);

export function useUpdateOrder(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: OrderUpdate }) =>
      (await apiRequest('PUT', `/api/admin/orders/${id}`, body)).json() as Promise<OrderView>,
    onSuccess: async (order) => {
      toast({ title: order.orderNumber, description: t('adminOrders.toast.updated') });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: [SUMMARY_PATH] }),
      ]);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: t('adminOrders.toast.errorTitle'),
        description: t('adminOrders.toast.updateFailed'),
        variant: 'destructive',
      });
    },
  });
}
