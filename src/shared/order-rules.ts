// Order rules shared by the checkout dialog and the order API, so both decide the same way.
import { shopConfig } from './config.ts';
import { toSen } from './money.ts';

export const ORDER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Revenue, a customer's total spent and their averages count orders in this status only (docs/rules/ordering.md). */
export const REVENUE_STATUS: OrderStatus = 'completed';

/** The sum of the orders that count as revenue, in sen. */
export const revenueSen = (list: readonly { status: string; totalAmount: string }[]) =>
  list
    .filter((order) => order.status === REVENUE_STATUS)
    .reduce((sum, order) => sum + toSen(order.totalAmount), 0);

export const DELIVERY_OPTIONS = ['pickup', 'delivery'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const MAX_LINE_QUANTITY = 99;

/** The order number people quote and see everywhere: a short sequential number, e.g. TR-1042. */
export function formatOrderNumber(sequenceNumber: number): string {
  return `TR-${sequenceNumber}`;
}

/** The older reference: last 8 characters of the order id, upper case (kept in the API for clients). */
export function orderReference(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** A keg dispenser can be rented only when some item's size mentions a keg. */
export function isKegSize(size: string): boolean {
  return size.toLowerCase().includes('keg');
}

export function kegRentalCostSen(rented: boolean): number {
  return rented ? shopConfig.kegRentalPriceSen * shopConfig.kegRentalQuantity : 0;
}

/** Status badge colour names (docs/rules/ordering.md): unknown values are grey, a missing one counts as pending. */
export function statusTone(status: string | null | undefined): 'yellow' | 'blue' | 'green' | 'red' | 'grey' {
  switch (status ?? 'pending') {
    case 'pending':
      return 'yellow';
    case 'confirmed':
      return 'blue';
    case 'completed':
      return 'green';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}
