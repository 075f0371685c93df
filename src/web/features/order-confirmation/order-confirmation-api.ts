// The confirmation page's read: the order its link names (docs/rules/ordering.md, "Confirmation page").
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { OrderConfirmation } from '../../../shared/schemas/order-confirmation.ts';
import { api } from '../../lib/data/api-client.ts';

export const orderConfirmationKeys = {
  all: ['/api/orders/confirmation'],
  byToken: (token: string) => [...orderConfirmationKeys.all, token] as const,
} as const;

export function useOrderConfirmation(token: string): UseQueryResult<OrderConfirmation> {
  return useQuery({
    queryKey: orderConfirmationKeys.byToken(token),
    queryFn: () => api.get<OrderConfirmation>(`/api/orders/confirmation?token=${encodeURIComponent(token)}`),
  });
}
