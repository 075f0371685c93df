// The back-office customers list one page at a time: searched in name, email and phone, sorted, with the
// figures of each account on the page and a summary over every account; bad parameters get 400.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customers, orders } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;
const NOW = new Date();

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  const people = [
    ['Zainab', 'Osman', 'zainab@example.my', '+60 12-111 1111', 40],
    ['Ahmad', 'Faiz', 'ahmad@example.my', '+60 13-222 2222', 30],
    ['Mei', 'Ling', 'meiling@example.my', null, 20],
    ['Ravi', 'Kumar', 'ravi@example.my', '+60 14-333 3333', 10],
    ['Nur', '100%_Aisyah', 'nur@example.my', null, 0],
  ] as const;
  const rows = await t.database.db
    .insert(customers)
    .values(
      people.map(([firstName, lastName, email, phone, daysAgo], i) => ({
        firstName,
        lastName,
        email,
        phone,
        password: 'x',
        isActive: i !== 3,
        createdAt: new Date(NOW.getTime() - daysAgo * 86_400_000),
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  const ahmad = rows.find((r) => r.email === 'ahmad@example.my')!.id;
  await t.database.db.insert(orders).values(
    (
      [
        ['completed', '120.50', 5],
        ['completed', '30.00', 3],
        ['cancelled', '99.00', 1],
      ] as const
    ).map(([status, totalAmount, daysAgo]) => ({
      customerId: ahmad,
      customerName: 'Ahmad Faiz',
      customerEmail: 'ahmad@example.my',
      status,
      totalAmount,
      deliveryOption: 'pickup',
      createdAt: new Date(NOW.getTime() - daysAgo * 86_400_000),
    })),
  );
});
afterAll(() => t.close());

const emails = (body: { items: { email: string }[] }) => body.items.map((c) => c.email.split('@')[0]);

test('pages hold at most pageSize accounts, newest first, with the total', async () => {
  const first = await admin.get('/api/admin/customers?pageSize=2');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
  expect(emails(first.body)).toEqual(['nur', 'ravi']);
  expect(emails((await admin.get('/api/admin/customers?pageSize=2&page=3')).body)).toEqual(['zainab']);
  expect((await admin.get('/api/admin/customers?page=9')).body).toMatchObject({ items: [], total: 5 });
});

test('each account on the page carries its order figures', async () => {
  const res = await admin.get('/api/admin/customers?q=ahmad');
  expect(res.body.items).toEqual([
    expect.objectContaining({
      firstName: 'Ahmad',
      orderCount: 3,
      completedOrderCount: 2,
      totalSpent: 150.5,
      lastOrderDate: new Date(NOW.getTime() - 86_400_000).toISOString(),
    }),
  ]);
  expect(res.body.items[0]).not.toHaveProperty('password');
});

test('searches the full name, email and phone, with % and _ taken literally', async () => {
  expect(emails((await admin.get('/api/admin/customers?q=mei%20LING')).body)).toEqual(['meiling']);
  expect(emails((await admin.get('/api/admin/customers?q=RAVI@')).body)).toEqual(['ravi']);
  expect(emails((await admin.get('/api/admin/customers?q=13-222')).body)).toEqual(['ahmad']);
  expect(emails((await admin.get('/api/admin/customers?q=100%25_')).body)).toEqual(['nur']);
  expect((await admin.get('/api/admin/customers?q=_')).body.total).toBe(1);
});

test('sorts oldest first or by name', async () => {
  expect(emails((await admin.get('/api/admin/customers?sort=oldest&pageSize=2')).body)).toEqual([
    'zainab',
    'ahmad',
  ]);
  expect(emails((await admin.get('/api/admin/customers?sort=name')).body)).toEqual([
    'ahmad',
    'meiling',
    'nur',
    'ravi',
    'zainab',
  ]);
});

test('the summary counts every account, not one page', async () => {
  const res = await admin.get('/api/admin/customers/summary');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ total: 5, active: 4, revenue: '150.50', averageOrders: '0.6' });
  expect(res.body.newThisMonth).toBeGreaterThanOrEqual(1);
});

test.each([
  ['pageSize=101', /pageSize must be at most 100/],
  ['pageSize=0', /pageSize must be at least 1/],
  ['page=0', /page must be at least 1/],
  ['page=two', /page must be a number/],
  ['sort=spent', /sort must be newest, oldest, name/],
  [`q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
  ['q=a%00b', /q must not contain control characters/],
])('%s is refused with 400 and a clear message', async (query, message) => {
  const res = await admin.get(`/api/admin/customers?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(message);
});
