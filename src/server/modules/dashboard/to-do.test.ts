import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages, customBeerRequests, orders } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const order = (customerName: string, status: string, createdAt: Date) => ({
  customerName,
  customerEmail: 'x@example.my',
  customerPhone: '012-345 6789',
  deliveryOption: 'delivery',
  deliveryAddress: 'Jalan 1',
  status,
  totalAmount: '150.00',
  createdAt,
});

test('the to-do list leads with pending orders, oldest first, then unread messages and new requests', async () => {
  const db = t.database.db;
  await db
    .insert(orders)
    .values([
      order('Newest', 'pending', ago(1)),
      order('Oldest', 'pending', ago(30)),
      order('Confirmed', 'confirmed', ago(50)),
      order('Middle', 'pending', ago(5)),
    ]);
  await db.insert(contactMessages).values([
    { name: 'Unread Ali', email: 'a@example.my', message: 'Hello there!', createdAt: ago(2) },
    { name: 'Read Bee', email: 'b@example.my', message: 'Hello there!', isRead: true },
  ]);
  await db.insert(customBeerRequests).values([
    { name: 'Recent Chan', email: 'c@example.my', occasion: ['wedding'], createdAt: ago(24) },
    { name: 'Old Dev', email: 'd@example.my', occasion: ['party'], createdAt: ago(24 * 10) },
  ]);

  const res = await admin.get('/api/admin/to-do');
  expect(res.status).toBe(200);
  expect(res.body.waitingOrders.total).toBe(3);
  expect(res.body.waitingOrders.oldest.map((o: { customerName: string }) => o.customerName)).toEqual([
    'Oldest',
    'Middle',
    'Newest',
  ]);
  expect(res.body.waitingOrders.oldest[0]).toMatchObject({
    orderNumber: expect.stringMatching(/^TR-\d+$/),
    customerPhone: '012-345 6789',
    deliveryOption: 'delivery',
    totalAmount: '150.00',
  });
  expect(res.body.unreadMessages).toEqual({
    total: 1,
    latest: [{ id: expect.any(String), name: 'Unread Ali', createdAt: expect.any(String) }],
  });
  expect(res.body.newCustomBeerRequests.total).toBe(1);
  expect(res.body.newCustomBeerRequests.latest[0].name).toBe('Recent Chan');
});

test('the to-do list is for staff only', async () => {
  expect((await t.client().get('/api/admin/to-do')).status).toBe(401);
});
