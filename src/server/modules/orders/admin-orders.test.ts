import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { upsertAdmin } from '../staff/staff-accounts.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
  await upsertAdmin(t.database.db, 'staff@taproom.test', 'brewmaster-2026');
  admin = t.client();
  expect(
    (await admin.post('/api/admin/login', { email: 'staff@taproom.test', password: 'brewmaster-2026' }))
      .status,
  ).toBe(200);
});
afterAll(() => t.close());

test('staff see every order newest first, with item names and sizes', async () => {
  const first = await t.client().post('/api/orders', submission([line(f.can, 2)], { customerName: 'First' }));
  const second = await t
    .client()
    .post('/api/orders', submission([line(f.keg, 1)], { customerName: 'Second', kegDispenserRental: true }));
  const res = await admin.get('/api/admin/orders');
  expect(res.status).toBe(200);
  const ids = res.body.items.map((o: { id: string }) => o.id);
  expect(ids.indexOf(second.body.order.id)).toBeLessThan(ids.indexOf(first.body.order.id));
  const listed = res.body.items.find((o: { id: string }) => o.id === second.body.order.id);
  expect(listed).toMatchObject({
    customerName: 'Second',
    totalAmount: '740.00',
    kegDispenserRental: true,
    reference: second.body.reference,
  });
  expect(listed.items).toEqual([
    expect.objectContaining({
      productName: 'Setapak Lager',
      variantSize: '20L Keg',
      quantity: 1,
      totalPrice: '690.00',
    }),
  ]);
});

test("staff update an order's status and notes, and the customer-facing view shows them", async () => {
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  const id = placed.body.order.id;
  const res = await admin.put(`/api/admin/orders/${id}`, {
    status: 'confirmed',
    adminNotes: 'Pickup Saturday 11am',
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    id,
    status: 'confirmed',
    adminNotes: 'Pickup Saturday 11am',
    totalAmount: '14.00',
  });
  expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
    new Date(placed.body.order.updatedAt).getTime(),
  );
  const cleared = await admin.put(`/api/admin/orders/${id}`, { status: 'completed', adminNotes: '' });
  expect(cleared.body).toMatchObject({ status: 'completed', adminNotes: null });
});

test('an update with an unknown status, extra fields or an unknown order is refused and changes nothing', async () => {
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  const id = placed.body.order.id;
  expect((await admin.put(`/api/admin/orders/${id}`, { status: 'shipped' })).status).toBe(400);
  expect(
    (await admin.put(`/api/admin/orders/${id}`, { status: 'confirmed', totalAmount: '0.00' })).status,
  ).toBe(400);
  expect((await admin.put(`/api/admin/orders/not-a-uuid`, { status: 'confirmed' })).status).toBe(400);
  const missing = await admin.put(`/api/admin/orders/${crypto.randomUUID()}`, { status: 'confirmed' });
  expect(missing.status).toBe(404);
  const list = await admin.get('/api/admin/orders');
  expect(list.body.items.find((o: { id: string }) => o.id === id)).toMatchObject({
    status: 'pending',
    totalAmount: '14.00',
    adminNotes: null,
  });
});

test('visitors and customers get 401 from the admin order routes', async () => {
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  const visitor = t.client();
  expect((await visitor.get('/api/admin/orders')).status).toBe(401);
  expect(
    (await visitor.put(`/api/admin/orders/${placed.body.order.id}`, { status: 'cancelled' })).status,
  ).toBe(401);
  const customer = t.client();
  await customer.post('/api/customer/register', {
    email: 'c@example.my',
    password: 'secret-pass',
    firstName: 'C',
    lastName: 'D',
  });
  expect((await customer.get('/api/admin/orders')).status).toBe(401);
  const list = await admin.get('/api/admin/orders');
  expect(list.body.items.find((o: { id: string }) => o.id === placed.body.order.id).status).toBe('pending');
});
