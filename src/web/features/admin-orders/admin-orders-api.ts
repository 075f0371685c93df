// The admin order list and the status/notes update, with their toasts and the sign-in redirect.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderUpdate, OrderView } from '../../../shared/schemas/orders.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { handleUnauthorized } from '../../lib/admin-auth.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const ADMIN_ORDERS_KEY = ['/api/admin/orders'] as const;

export function useAdminOrders() {
  const query = useQuery<OrderView[]>({ queryKey: ADMIN_ORDERS_KEY });
  useEffect(() => {
    if (query.error) handleUnauthorized(query.error);
  }, [query.error]);
  return query;
}

export function useUpdateOrder(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: OrderUpdate }) =>
      (await apiRequest('PUT', `/api/admin/orders/${id}`, body)).json() as Promise<OrderView>,
    onSuccess: async (order) => {
      toast({ title: order.orderNumber, description: t('adminOrders.toast.updated') });
      onDone();
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
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
