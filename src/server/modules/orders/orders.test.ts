import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
const PARALLEL = 60;

beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

test('a guest pickup order is priced on the server and answered with its reference', async () => {
  const res = await t
    .client()
    .post('/api/orders', submission([line(f.can, 3), line(f.half, 1)], { notes: 'Cold please' }));
  expect(res.status).toBe(201);
  const { order, reference, orderNumber } = res.body;
  expect(reference).toBe(order.id.slice(-8).toUpperCase());
  expect(orderNumber).toMatch(/^TR-\d{4,}$/);
  expect(order.orderNumber).toBe(orderNumber);
  expect(order).toMatchObject({
    customerId: null,
    customerName: 'Aisyah Rahman',
    status: 'pending',
    deliveryOption: 'pickup',
    deliveryAddress: null,
    totalAmount: '117.00',
    kegDispenserRental: false,
    kegDispenserQuantity: 0,
    kegDispenserCost: '0.00',
    notes: 'Cold please',
    language: 'en',
  });
  expect(order.items).toHaveLength(2);
  expect(order.items).toContainEqual(
    expect.objectContaining({
      productName: 'Setapak Lager',
      variantSize: '330ML Bottle',
      quantity: 3,
      unitPrice: '14.00',
      totalPrice: '42.00',
    }),
  );
  expect(order).not.toHaveProperty('idempotencyKey');
});

test('orders get consecutive human numbers in the order they arrive', async () => {
  const first = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  const second = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  const number = (res: typeof first) => Number(/^TR-(\d+)$/.exec(res.body.orderNumber)?.[1]);
  expect(number(second)).toBe(number(first) + 1);
});

test('the order records when the customer declared being of drinking age', async () => {
  const before = Date.now();
  const res = await t.client().post('/api/orders', submission([line(f.can, 1)]));
  expect(res.status).toBe(201);
  const [row] = await t.database.db
    .select({ ageDeclaredAt: orders.ageDeclaredAt })
    .from(orders)
    .where(eq(orders.id, res.body.order.id));
  expect(row!.ageDeclaredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(res.body.order.ageDeclaredAt).toBe(row!.ageDeclaredAt!.toISOString());
});

test('the order records the shop language in use', async () => {
  const res = await t.client().post('/api/orders', submission([line(f.can, 1)], { language: 'zh' }));
  expect(res.status).toBe(201);
  const [row] = await t.database.db
    .select({ language: orders.language })
    .from(orders)
    .where(eq(orders.id, res.body.order.id));
  expect(row!.language).toBe('zh');
});

test('keg dispenser rental adds RM 50 for one set when a keg is ordered', async () => {
  const res = await t
    .client()
    .post('/api/orders', submission([line(f.keg, 1)], { kegDispenserRental: true }));
  expect(res.status).toBe(201);
  expect(res.body.order).toMatchObject({
    totalAmount: '740.00',
    kegDispenserRental: true,
    kegDispenserQuantity: 1,
    kegDispenserCost: '50.00',
  });
});

test('delivery is accepted from an item total of exactly RM 150.00, with the address', async () => {
  const res = await t.client().post(
    '/api/orders',
    submission([line(f.half, 2)], {
      deliveryOption: 'delivery',
      deliveryAddress: '12 Jalan Ampang, 50450 KL',
    }),
  );
  expect(res.status).toBe(201);
  expect(res.body.order).toMatchObject({
    deliveryOption: 'delivery',
    deliveryAddress: '12 Jalan Ampang, 50450 KL',
    totalAmount: '150.00',
  });
});

test('a stale total gets 409 with the current prices and the right total, and writes nothing', async () => {
  const before = await orderCount();
  const stale = { ...line(f.can, 2), unitPrice: '12.00', totalPrice: '24.00' };
  const res = await t.client().post('/api/orders', submission([stale, line(f.half, 1)]));
  expect(res.status).toBe(409);
  expect(res.body.message).toMatch(/prices have changed/i);
  expect(res.body.totalAmount).toBe('103.00');
  expect(res.body.currentPrices).toEqual([
    { productId: f.can.productId, variantId: f.can.variantId, unitPrice: '14.00' },
    { productId: f.half.productId, variantId: f.half.variantId, unitPrice: '75.00' },
  ]);
  expect(await orderCount()).toBe(before);
});

test("a signed-in customer's order is linked to their account and shows in their history", async () => {
  const client = t.client();
  const reg = await client.post('/api/customer/register', {
    email: 'linked@example.my',
    password: 'secret-pass',
    firstName: 'Mei',
    lastName: 'Ling',
  });
  expect(reg.status).toBe(201);
  const res = await client.post(
    '/api/orders',
    submission([line(f.can, 1)], { customerEmail: 'linked@example.my', registrationChoice: 'existing' }),
  );
  expect(res.status).toBe(201);
  expect(res.body.order.customerId).toBe(reg.body.id);
  const guest = await t
    .client()
    .post('/api/orders', submission([line(f.can, 1)], { customerEmail: 'linked@example.my' }));
  expect(guest.body.order.customerId).toBeNull();
  const history = await client.get('/api/customer/orders');
  expect(history.body.map((o: { id: string }) => o.id)).toEqual([res.body.order.id]);
});

test('a retried submit with the same Idempotency-Key returns the first order instead of a second', async () => {
  const before = await orderCount();
  const body = submission([line(f.can, 2)]);
  const headers = { 'idempotency-key': 'checkout-retry-1' };
  const first = await t.client().post('/api/orders', body, headers);
  const again = await t.client().post('/api/orders', body, headers);
  expect(first.status).toBe(201);
  expect(again.status).toBe(200);
  expect(again.body).toEqual(first.body);
  expect(await orderCount()).toBe(before + 1);
});

test('simultaneous submits with one Idempotency-Key still make one order', async () => {
  const before = await orderCount();
  const body = submission([line(f.half, 1)]);
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      t.client().post('/api/orders', body, { 'idempotency-key': 'double-click-race' }),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
  expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
  expect(await orderCount()).toBe(before + 1);
});

test("an Idempotency-Key reused for someone else's order is refused without revealing that order", async () => {
  const headers = { 'idempotency-key': 'shared-key' };
  expect((await t.client().post('/api/orders', submission([line(f.can, 1)]), headers)).status).toBe(201);
  const other = await t
    .client()
    .post('/api/orders', submission([line(f.can, 1)], { customerEmail: 'other@example.my' }), headers);
  expect(other.status).toBe(422);
  expect(other.body).not.toHaveProperty('order');
});

test('the same Idempotency-Key with another body is refused with 422 and places nothing', async () => {
  const headers = { 'idempotency-key': 'one-key-one-body' };
  const shopper = {
    customerEmail: 'aminah@example.my',
    customerName: 'Aminah',
    customerPhone: '+60 12-345 6789',
  };
  expect((await t.client().post('/api/orders', submission([line(f.can, 1)], shopper), headers)).status).toBe(
    201,
  );
  const before = await orderCount();
  // The same email in another case and another cart, as a stranger would send it.
  const changed = await t
    .client()
    .post(
      '/api/orders',
      submission([line(f.half, 2)], { ...shopper, customerEmail: 'AMINAH@example.my' }),
      headers,
    );
  expect(changed.status).toBe(422);
  expect(changed.body.message).toMatch(/different order body/);
  expect(changed.text).not.toContain('Aminah');
  expect(changed.text).not.toContain('345 6789');
  expect(await orderCount()).toBe(before);
});

test("a signed-in customer replaying a guest's key and body gets 409, not the guest's order", async () => {
  const headers = { 'idempotency-key': 'guest-checkout-77' };
  const body = submission([line(f.can, 1)], {
    customerEmail: 'guest77@example.my',
    customerName: 'Guest Seventy',
    customerPhone: '+60 19-777 7777',
  });
  const first = await t.client().post('/api/orders', body, headers);
  expect(first.status).toBe(201);
  const customer = t.client();
  const registered = await customer.post('/api/customer/register', {
    email: 'replayer@example.my',
    password: 'secret12',
    firstName: 'Re',
    lastName: 'Player',
  });
  expect(registered.status).toBe(201);
  const replayed = await customer.post('/api/orders', body, headers);
  expect(replayed.status).toBe(409);
  expect(replayed.body).not.toHaveProperty('order');
  expect(replayed.text).not.toContain(first.body.order.id);

  // The customer's own key replays to them, and to no guest.
  const own = submission([line(f.can, 1)], { customerEmail: 'replayer@example.my' });
  const ownHeaders = { 'idempotency-key': 'customer-own-key' };
  const placed = await customer.post('/api/orders', own, ownHeaders);
  expect(placed.status).toBe(201);
  const again = await customer.post('/api/orders', own, ownHeaders);
  expect(again.status).toBe(200);
  expect(again.body.order.id).toBe(placed.body.order.id);
  expect((await t.client().post('/api/orders', own, ownHeaders)).status).toBe(409);
});

// Six times the PostgreSQL pool's connections, so most of them wait for one, as in a rush.
test('60 orders submitted in parallel make exactly 60 orders with correct totals', async () => {
  const before = await orderCount();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      t
        .client()
        .post(
          '/api/orders',
          submission([line(f.can, (i % 5) + 1), line(f.half, 1)], { customerEmail: `bulk${i}@example.my` }),
        ),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
  expect(await orderCount()).toBe(before + PARALLEL);
  expect(new Set(answers.map((a) => a.body.orderNumber)).size).toBe(PARALLEL);
  const ids = answers.map((a) => a.body.order.id as string);
  const rows = await t.database.db
    .select({
      id: orders.id,
      total: orders.totalAmount,
      email: orders.customerEmail,
      items: count(orderItems.id),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orders.id, ids))
    .groupBy(orders.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, id] of ids.entries()) {
    expect(byId.get(id)).toEqual({
      id,
      total: `${14 * ((i % 5) + 1) + 75}.00`,
      email: `bulk${i}@example.my`,
      items: 2,
    });
  }
});
