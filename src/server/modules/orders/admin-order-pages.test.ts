// The back-office order list one page at a time: page size at most 100, filters by status, date range
// and a search over name, email and phone, sorting; bad parameters get 400 and a message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orders } from '../../db/schema.ts';
import { upsertAdmin } from '../staff/staff-accounts.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission } from './order-fixtures.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  const f = await seedOrderFixtures(t.database.db);
  await upsertAdmin(t.database.db, 'staff@taproom.test', 'brewmaster-2026');
  admin = t.client();
  await admin.post('/api/admin/login', { email: 'staff@taproom.test', password: 'brewmaster-2026' });
  for (let i = 0; i < 7; i++) {
    const res = await t.client(`192.0.2.${i + 1}`).post(
      '/api/orders',
      submission([line(f.can, i + 1)], {
        customerName: i === 3 ? 'Siti 100%_Aminah' : `Buyer ${i}`,
        customerEmail: `buyer${i}@example.my`,
        customerPhone: `+60 12-000 000${i}`,
      }),
    );
    expect(res.status).toBe(201);
    // Spread over days: order i was placed i days before 2026-03-10, 12:00 in Kuala Lumpur.
    const placed = new Date(Date.parse('2026-03-10T04:00:00Z') - i * 86_400_000);
    await t.database.db
      .update(orders)
      .set({ createdAt: placed, status: i % 2 ? 'confirmed' : 'pending' })
      .where(eq(orders.id, res.body.order.id));
  }
});
afterAll(() => t.close());

const names = (body: { items: { customerName: string }[] }) => body.items.map((o) => o.customerName);

test('pages hold at most pageSize orders, newest first, with the total', async () => {
  const first = await admin.get('/api/admin/orders?page=1&pageSize=3');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ page: 1, pageSize: 3, total: 7 });
  expect(names(first.body)).toEqual(['Buyer 0', 'Buyer 1', 'Buyer 2']);
  const last = await admin.get('/api/admin/orders?page=3&pageSize=3');
  expect(names(last.body)).toEqual(['Buyer 6']);
  expect(last.body.items[0].items).toHaveLength(1);
});

test('filters by status, by whole days in the shop time zone, and searches name, email and phone', async () => {
  const confirmed = await admin.get('/api/admin/orders?status=confirmed');
  expect(names(confirmed.body)).toEqual(['Buyer 1', 'Siti 100%_Aminah', 'Buyer 5']);
  const days = await admin.get('/api/admin/orders?from=2026-03-08&to=2026-03-09');
  expect(names(days.body)).toEqual(['Buyer 1', 'Buyer 2']);
  expect(names((await admin.get('/api/admin/orders?q=100%25_')).body)).toEqual(['Siti 100%_Aminah']);
  expect(names((await admin.get('/api/admin/orders?q=BUYER5@')).body)).toEqual(['Buyer 5']);
  expect(names((await admin.get('/api/admin/orders?q=000%200006')).body)).toEqual(['Buyer 6']);
  expect((await admin.get('/api/admin/orders?q=nobody')).body).toMatchObject({ items: [], total: 0 });
});

test('sorts oldest first or by total', async () => {
  expect(names((await admin.get('/api/admin/orders?sort=oldest&pageSize=2')).body)).toEqual([
    'Buyer 6',
    'Buyer 5',
  ]);
  expect(names((await admin.get('/api/admin/orders?sort=total&pageSize=1')).body)).toEqual(['Buyer 6']);
});

test('without parameters the first page of 25 comes, newest first', async () => {
  const first = await admin.get('/api/admin/orders');
  expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 7 });
  expect(names(first.body)[0]).toBe('Buyer 0');
});

test('the order number finds its order, with or without the TR- prefix, and TR- searches nothing else', async () => {
  const { orderNumber } = (await admin.get('/api/admin/orders?pageSize=1')).body.items[0];
  const digits = String(orderNumber).replace(/\D/g, '');
  for (const q of [`TR-${digits}`, `tr${digits}`, digits]) {
    const found = await admin.get(`/api/admin/orders?q=${q}`);
    expect(names(found.body), q).toEqual(['Buyer 0']);
  }
  // Digits alone are also looked for in phone numbers; with TR- only as an order number.
  expect(names((await admin.get('/api/admin/orders?q=0006')).body)).toEqual(['Buyer 6']);
  expect((await admin.get('/api/admin/orders?q=TR-0006')).body.total).toBe(0);
});

test('the summary counts every order per status and the completed revenue', async () => {
  const res = await admin.get('/api/admin/orders/summary');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    total: 7,
    pending: 4,
    confirmed: 3,
    completed: 0,
    cancelled: 0,
    revenue: '0.00',
  });
});

test.each([
  ['pageSize=101', /pageSize must be at most 100/],
  ['pageSize=0', /pageSize must be at least 1/],
  ['page=-1', /page must be at least 1/],
  ['page=abc', /page must be a number/],
  ['from=2026-13-45', /from is not a real date/],
  ['to=yesterday', /to must be a date/],
  ['from=2026-03-09&to=2026-03-01', /from must not be after to/],
  ['status=lost', /status must be pending/],
  ['sort=price', /sort must be newest/],
  [`q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
  ['q=ab%00cd', /q must not contain control characters/],
  ['page=1.5', /page must be a whole number/],
  ['page=100001', /page must be at most 100000/],
])('%s is refused with 400 and a clear message', async (query, message) => {
  const res = await admin.get(`/api/admin/orders?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(message);
});

test('only staff may list orders or read their summary', async () => {
  expect((await t.client().get('/api/admin/orders?page=1')).status).toBe(401);
  expect((await t.client().get('/api/admin/orders/summary')).status).toBe(401);
});
