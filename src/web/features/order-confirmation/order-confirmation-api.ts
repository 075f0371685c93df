// The confirmation page's read: the order its link names (docs/rules/ordering.md, "Confirmation page").
import type { OrderConfirmation } from '../../../shared/schemas/order-confirmation.ts';
import { api } from '../../lib/api-client.ts';
import { useRead, type ReadResult } from '../../lib/read-cache.ts';

export const orderConfirmationKeys = {
  all: ['/api/orders/confirmation'],
  byToken: (token: string) => [...orderConfirmationKeys.all, token] as const,
} as const;

export function useOrderConfirmation(token: string): ReadResult<OrderConfirmation> {
  return useRead(orderConfirmationKeys.byToken(token), () =>
    api.get<OrderConfirmation>(`/api/orders/confirmation?token=${encodeURIComponent(token)}`),
  );
}
