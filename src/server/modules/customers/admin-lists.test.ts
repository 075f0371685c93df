import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages, customers, newsletterSubscribers, orders } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;
let customer: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  customer = t.client();
  await customer.post('/api/customer/register', {
    email: 'shopper@example.my',
    password: 'stout-secret1',
    firstName: 'Ah',
    lastName: 'Kow',
  });
});
afterAll(() => t.close());

const adminPaths: Array<[string, string]> = [
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/contact-messages'],
  ['PUT', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/read'],
  ['GET', '/api/admin/newsletter-subscribers'],
  ['GET', '/api/admin/customers/summary'],
  ['GET', '/api/admin/contact-messages/counts'],
  ['GET', '/api/admin/newsletter-subscribers/summary'],
  ['GET', '/api/admin/newsletter-subscribers/export'],
];

test('visitors and signed-in customers get 401 from the admin lists', async () => {
  for (const [method, path] of adminPaths) {
    expect((await t.client().request(method, path)).status, `${method} ${path}`).toBe(401);
    expect((await customer.request(method, path)).status, `${method} ${path}`).toBe(401);
  }
});

async function order(customerId: string, status: string, totalAmount: string, createdAt: Date) {
  await t.database.db.insert(orders).values({
    customerId,
    customerName: 'X',
    customerEmail: 'x@example.my',
    status,
    totalAmount,
    deliveryOption: 'pickup',
    createdAt,
  });
}

test('the customers list carries each account with order count, completed spend and last order date', async () => {
  const [buyer] = await t.database.db
    .insert(customers)
    .values({
      email: 'buyer@example.my',
      password: 'x',
      firstName: 'Lim',
      lastName: 'Mei',
      phone: '012',
      address: 'Jalan 1, KL',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  await order(buyer!.id, 'completed', '100.10', new Date('2026-02-01T00:00:00Z'));
  await order(buyer!.id, 'completed', '50.25', new Date('2026-02-10T00:00:00Z'));
  await order(buyer!.id, 'pending', '999.00', new Date('2026-03-05T08:30:00Z'));
  await order(buyer!.id, 'cancelled', '10.00', new Date('2026-01-20T00:00:00Z'));

  const res = await admin.get('/api/admin/customers');
  expect(res.status).toBe(200);
  const row = res.body.items.find((c: { email: string }) => c.email === 'buyer@example.my');
  expect(row).toEqual({
    id: buyer!.id,
    firstName: 'Lim',
    lastName: 'Mei',
    email: 'buyer@example.my',
    phone: '012',
    address: 'Jalan 1, KL',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    orderCount: 4,
    completedOrderCount: 2,
    totalSpent: 150.35,
    lastOrderDate: '2026-03-05T08:30:00.000Z',
  });
  expect(JSON.stringify(res.body)).not.toContain('argon2');
  expect(res.body.items[0]).not.toHaveProperty('password');
  const shopper = res.body.items.find((c: { email: string }) => c.email === 'shopper@example.my');
  expect(shopper).toMatchObject({
    orderCount: 0,
    completedOrderCount: 0,
    totalSpent: 0,
    lastOrderDate: null,
  });
});

test('contact messages are listed newest first with phone, and opening one marks it read for good', async () => {
  const [older] = await t.database.db
    .insert(contactMessages)
    .values({
      name: 'Farah',
      email: 'farah@example.my',
      phone: '+60 3-1234',
      message: 'Do you deliver to Penang?',
      createdAt: new Date('2026-03-01T02:00:00Z'),
    })
    .returning();
  const [newer] = await t.database.db
    .insert(contactMessages)
    .values({
      name: 'Raj',
      email: 'raj@example.my',
      message: 'Can I book a brewery tour?',
      createdAt: new Date('2026-03-02T02:00:00Z'),
    })
    .returning();
  const list = await admin.get('/api/admin/contact-messages');
  expect(list.status).toBe(200);
  expect(list.body.items.map((m: { id: string }) => m.id)).toEqual([newer!.id, older!.id]);
  expect(list.body.items[1]).toEqual({
    id: older!.id,
    name: 'Farah',
    email: 'farah@example.my',
    phone: '+60 3-1234',
    message: 'Do you deliver to Penang?',
    isRead: false,
    createdAt: '2026-03-01T02:00:00.000Z',
  });

  const read = await admin.put(`/api/admin/contact-messages/${older!.id}/read`);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({ id: older!.id, isRead: true });
  // Reading again changes nothing and still answers the message.
  expect((await admin.put(`/api/admin/contact-messages/${older!.id}/read`)).body.isRead).toBe(true);
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, newer!.id));
  expect(row?.isRead).toBe(false);
});

test('marking an unknown or malformed message id read gets 404 or 400 and changes nothing', async () => {
  const before = (
    await t.database.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, true))
  )[0]?.n;
  const missing = await admin.put('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/read');
  expect(missing.status).toBe(404);
  const malformed = await admin.put("/api/admin/contact-messages/1' or 1=1--/read");
  expect(malformed.status).toBe(400);
  const after = (
    await t.database.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, true))
  )[0]?.n;
  expect(after).toBe(before);
});

test('newsletter subscribers are listed newest first with their state', async () => {
  await t.database.db.insert(newsletterSubscribers).values([
    { email: 'first@example.my', createdAt: new Date('2026-01-01T00:00:00Z') },
    { email: 'gone@example.my', isActive: false, createdAt: new Date('2026-02-01T00:00:00Z') },
  ]);
  const res = await admin.get('/api/admin/newsletter-subscribers');
  expect(res.status).toBe(200);
  expect(res.body.items).toEqual([
    {
      id: expect.any(String),
      email: 'gone@example.my',
      isActive: false,
      createdAt: '2026-02-01T00:00:00.000Z',
    },
    {
      id: expect.any(String),
      email: 'first@example.my',
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ]);
});
