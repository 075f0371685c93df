// The figures of the admin customers screen (docs/rules/ordering.md): revenue and averages come from completed orders,
// "New This Month" is the Malaysian calendar month.
import { malaysiaMonth } from '../../../shared/dates.ts';
import { toSen } from '../../../shared/money.ts';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';

export interface CustomerSummary {
  total: number;
  active: number;
  revenueSen: number;
  /** Orders per customer, one decimal ("0.0" with no customers). */
  averageOrders: string;
  newThisMonth: number;
}

export function summarizeCustomers(customers: AdminCustomer[], now: Date = new Date()): CustomerSummary {
  const month = malaysiaMonth(now);
  const orders = customers.reduce((sum, c) => sum + c.orderCount, 0);
  return {
    total: customers.length,
    active: customers.filter((c) => c.isActive).length,
    revenueSen: customers.reduce((sum, c) => sum + toSen(c.totalSpent), 0),
    averageOrders: (customers.length ? orders / customers.length : 0).toFixed(1),
    newThisMonth: customers.filter((c) => malaysiaMonth(c.createdAt) === month).length,
  };
}

/** Average value of the customer's completed orders, in sen (0 when there are none). */
export function averageOrderValueSen(customer: AdminCustomer): number {
  if (customer.completedOrderCount === 0) return 0;
  return Math.round(toSen(customer.totalSpent) / customer.completedOrderCount);
}
