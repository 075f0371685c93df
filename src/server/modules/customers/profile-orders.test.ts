import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customers, orderItems, orders } from '../../db/schema.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function registered(email: string): Promise<{ client: TestClient; id: string }> {
  const client = t.client();
  const res = await client.post('/api/customer/register', {
    email,
    password: 'stout-secret1',
    firstName: 'Siti',
    lastName: 'Nur',
  });
  return { client, id: res.body.id };
}

async function placeOrder(
  customerId: string | null,
  createdAt: Date,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      customerId,
      customerName: 'Siti Nur',
      customerEmail: 'siti@example.my',
      totalAmount: '95.00',
      deliveryOption: 'pickup',
      createdAt,
      ...extra,
    })
    .returning();
  await t.database.db.insert(orderItems).values([
    {
      orderId: order!.id,
      productName: 'Setapak Pale Ale',
      variantSize: '500ML Can',
      quantity: 2,
      unitPrice: '15.00',
      totalPrice: '30.00',
    },
    {
      orderId: order!.id,
      productName: 'Lihing Gold',
      variantSize: '750ML Bottle',
      quantity: 1,
      unitPrice: '65.00',
      totalPrice: '65.00',
    },
  ]);
  return order!.id;
}

test('a visitor reads an empty profile (200, null) and gets 401 for orders and profile changes', async () => {
  const probe = await t.client().get('/api/customer/profile');
  expect(probe.status).toBe(200);
  expect(probe.body).toBeNull();
  expect((await t.client().get('/api/customer/orders')).status).toBe(401);
  expect((await t.client().put('/api/customer/profile', { firstName: 'A', lastName: 'B' })).status).toBe(401);
});

test('the order history lists only the own orders, newest first, with items and notes', async () => {
  const me = await registered('history@example.my');
  const other = await registered('other@example.my');
  const older = await placeOrder(me.id, new Date('2026-01-05T10:00:00Z'), { notes: 'Ring twice' });
  const newer = await placeOrder(me.id, new Date('2026-02-05T10:00:00Z'), {
    status: 'completed',
    deliveryOption: 'delivery',
    kegDispenserRental: true,
    adminNotes: 'Delivered on Friday',
    totalAmount: '245.00',
  });
  await placeOrder(other.id, new Date('2026-03-01T10:00:00Z'));
  await placeOrder(null, new Date('2026-03-02T10:00:00Z'), { customerEmail: 'history@example.my' });

  const res = await me.client.get('/api/customer/orders');
  expect(res.status).toBe(200);
  expect(res.body.map((o: { id: string }) => o.id)).toEqual([newer, older]);
  expect(res.body[0]).toMatchObject({
    status: 'completed',
    totalAmount: '245.00',
    createdAt: '2026-02-05T10:00:00.000Z',
    deliveryOption: 'delivery',
    kegDispenserRental: true,
    notes: null,
    adminNotes: 'Delivered on Friday',
  });
  expect(res.body[1]).toMatchObject({ status: 'pending', notes: 'Ring twice', kegDispenserRental: false });
  expect(res.body[0].reference).toBe(newer.slice(-8).toUpperCase());
  expect(res.body[0].items).toHaveLength(2);
  expect(res.body[0].items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        productName: 'Setapak Pale Ale',
        variantSize: '500ML Can',
        quantity: 2,
        totalPrice: '30.00',
      }),
      expect.objectContaining({
        productName: 'Lihing Gold',
        variantSize: '750ML Bottle',
        quantity: 1,
        totalPrice: '65.00',
      }),
    ]),
  );
});

test("another customer's orders are never returned, whatever the request carries", async () => {
  const me = await registered('nosy@example.my');
  const victim = await registered('victim@example.my');
  await placeOrder(victim.id, new Date());
  const attempts = [
    `/api/customer/orders?customerId=${victim.id}`,
    `/api/customer/orders?customerId[]=${victim.id}&email=victim@example.my`,
  ];
  for (const path of attempts) {
    const res = await me.client.get(path, { 'x-customer-id': victim.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  }
  const forged = await t.client().get('/api/customer/orders', { cookie: `sid=${victim.id}` });
  expect(forged.status).toBe(401);
});

test('a customer without orders gets an empty list', async () => {
  const { client } = await registered('empty@example.my');
  expect((await client.get('/api/customer/orders')).body).toEqual([]);
});

test('the profile can change name, phone and address, and blanks clear the optional ones', async () => {
  const { client } = await registered('edit@example.my');
  const res = await client.put('/api/customer/profile', {
    firstName: ' Nurul ',
    lastName: 'Huda',
    phone: '+60 12 888 0000',
    address: 'Lot 5, Jalan Ampang',
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    firstName: 'Nurul',
    lastName: 'Huda',
    phone: '+60128880000',
    email: 'edit@example.my',
  });
  const cleared = await client.put('/api/customer/profile', {
    firstName: 'Nurul',
    lastName: 'Huda',
    phone: '',
    address: null,
  });
  expect(cleared.body).toMatchObject({ phone: null, address: null });
  expect((await client.get('/api/customer/profile')).body).toMatchObject({ firstName: 'Nurul', phone: null });
});

test('the profile update refuses the email, the password, unknown fields and empty names, changing nothing', async () => {
  const { client, id } = await registered('locked-fields@example.my');
  const [before] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  const bodies = [
    { firstName: 'A', lastName: 'B', email: 'new@example.my' },
    { firstName: 'A', lastName: 'B', password: 'another1' },
    { firstName: 'A', lastName: 'B', isActive: false },
    { firstName: '', lastName: 'B' },
    { firstName: 'A', lastName: 'B', address: 'x'.repeat(10_000) },
  ];
  for (const body of bodies) {
    const res = await client.put('/api/customer/profile', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  }
  const [after] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  expect(after).toEqual(before);
});

test('a customer signed in elsewhere still only sees their own orders after the other signs out', async () => {
  const a = await registered('a-side@example.my');
  await placeOrder(a.id, new Date());
  const b = await registered('b-side@example.my');
  await b.client.post('/api/customer/logout');
  expect((await a.client.get('/api/customer/orders')).body).toHaveLength(1);
  expect((await b.client.get('/api/customer/orders')).status).toBe(401);
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.customerId, b.id));
  expect(row?.n).toBe(0);
});
