// Guest orders join a customer's history only once the customer has proven they own the email address
// (docs/rules/accounts.md, "Guest orders"): typing an address alone never reveals or links an order.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verificationToken } from '../../test-support/email-verification.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from '../orders/order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

async function guestOrder(email: string): Promise<string> {
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)], { customerEmail: email }));
  expect(placed.status).toBe(201);
  return placed.body.order.id;
}

async function register(email: string): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/customer/register', {
    email,
    password: 'stout-secret1',
    firstName: 'Farah',
    lastName: 'Lim',
  });
  expect(res.status).toBe(201);
  return client;
}

const historyIds = async (client: TestClient) =>
  ((await client.get('/api/customer/orders')).body as { id: string }[]).map((order) => order.id);

test('guest orders join the history once the customer proves the address, and stay marked as guest orders', async () => {
  const first = await guestOrder('Farah@Example.my');
  const other = await guestOrder('someone-else@example.my');
  const customer = await register('farah@example.my');
  expect(await historyIds(customer)).toEqual([]);

  const own = await customer.post(
    '/api/orders',
    submission([line(f.can, 2)], { customerEmail: 'farah@example.my' }),
  );
  expect(await historyIds(customer)).toEqual([own.body.order.id]);

  const token = (await verificationToken(t, 'farah@example.my'))!;
  expect((await t.client().post('/api/customer/verify-email', { token })).status).toBe(200);
  const history = (await customer.get('/api/customer/orders')).body as {
    id: string;
    customerId: string | null;
  }[];
  expect(history.map((order) => order.id).sort()).toEqual([first, own.body.order.id].sort());
  expect(history.find((order) => order.id === first)!.customerId).toBeNull();
  expect(history.map((order) => order.id)).not.toContain(other);
});

test("registering with someone else's address without proving it shows none of their orders", async () => {
  await guestOrder('victim@example.my');
  const intruder = await register('victim@example.my');
  expect(await historyIds(intruder)).toEqual([]);
  // A new link replaces the unused one; still nothing until it is followed.
  expect((await intruder.post('/api/customer/verification-link')).status).toBeLessThan(500);
  expect(await historyIds(intruder)).toEqual([]);
});
