import { expect, test } from 'vitest';
import type { AdminCustomer } from '../../../shared/schemas/customers.ts';
import { averageOrderValueSen, summarizeCustomers } from './customer-figures.ts';

const customer = (over: Partial<AdminCustomer>): AdminCustomer => ({
  id: crypto.randomUUID(),
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.my',
  phone: null,
  address: null,
  isActive: true,
  createdAt: '2026-01-10T00:00:00.000Z',
  orderCount: 0,
  completedOrderCount: 0,
  totalSpent: 0,
  lastOrderDate: null,
  ...over,
});

test('the summary adds completed spend exactly and averages orders to one decimal', () => {
  const summary = summarizeCustomers(
    [
      customer({ orderCount: 3, completedOrderCount: 2, totalSpent: 0.1 }),
      customer({ orderCount: 1, completedOrderCount: 1, totalSpent: 0.2, isActive: false }),
      customer({}),
    ],
    new Date('2026-05-01T00:00:00Z'),
  );
  expect(summary).toEqual({ total: 3, active: 2, revenueSen: 30, averageOrders: '1.3', newThisMonth: 0 });
});

test('no customers gives zeros, not NaN', () => {
  expect(summarizeCustomers([])).toEqual({
    total: 0,
    active: 0,
    revenueSen: 0,
    averageOrders: '0.0',
    newThisMonth: 0,
  });
});

test('"New This Month" counts by the Malaysian calendar month', () => {
  const now = new Date('2026-03-15T00:00:00Z');
  const customers = [
    // 1 March 00:30 in Kuala Lumpur is still February in UTC.
    customer({ createdAt: '2026-02-28T16:30:00.000Z' }),
    // 1 April 07:00 in Kuala Lumpur is still March 31 in UTC.
    customer({ createdAt: '2026-03-31T23:00:00.000Z' }),
    customer({ createdAt: '2025-03-15T00:00:00.000Z' }),
  ];
  expect(summarizeCustomers(customers, now).newThisMonth).toBe(1);
});

test('the average order value divides completed spend by completed orders and is 0 without any', () => {
  expect(averageOrderValueSen(customer({ completedOrderCount: 3, totalSpent: 100 }))).toBe(3333);
  expect(averageOrderValueSen(customer({ orderCount: 2 }))).toBe(0);
});
