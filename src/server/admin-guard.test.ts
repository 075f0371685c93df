// Walks the whole route table: every /api/admin route (except the sign-in itself) must refuse anyone
// without a staff session, so a route added later cannot slip out from under the guard.
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInAdmin } from './test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from './test-support/test-app.ts';

let t: TestApp;
let visitor: TestClient;
let customer: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  visitor = t.client();
  customer = t.client();
  const registered = await customer.post('/api/customer/register', {
    email: 'drinker@example.com',
    password: 'secret-123',
    firstName: 'Aina',
    lastName: 'Rahman',
  });
  expect(registered.status).toBeLessThan(300);
});
afterAll(() => t.close());

function adminRoutes() {
  return t.app.routeList
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => !(r.method === 'POST' && r.url === '/api/admin/login'))
    .map((r) => ({ method: r.method, path: r.url.replace(/:[A-Za-z]+/g, () => crypto.randomUUID()) }));
}

async function statusFor(client: TestClient, method: string, path: string): Promise<number> {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return (await client.request(method, path, hasBody ? { json: {} } : {})).status;
}

test('the route table holds the admin routes this test is meant to cover', () => {
  const paths = adminRoutes().map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      'GET /api/admin/products',
      'DELETE /api/admin/products/:id/images/:id',
      'PUT /api/admin/uploads/:id',
      'POST /api/admin/upload',
      'GET /api/admin/stats',
      'GET /api/admin/orders/export.csv',
      'GET /api/admin/customers/export.csv',
      'GET /api/admin/activity',
    ]),
  );
});

test('a signed-in customer really is signed in (so their 401s below mean something)', async () => {
  expect((await customer.get('/api/customer/profile')).body).toMatchObject({ firstName: expect.any(String) });
});

test('every /api/admin route answers 401 to a visitor', async () => {
  for (const { method, path } of adminRoutes()) {
    expect(`${method} ${path} → ${await statusFor(visitor, method, path)}`).toBe(`${method} ${path} → 401`);
  }
});

test('every /api/admin route answers 401 to a signed-in customer', async () => {
  for (const { method, path } of adminRoutes()) {
    expect(`${method} ${path} → ${await statusFor(customer, method, path)}`).toBe(`${method} ${path} → 401`);
  }
});

test('a signed-in admin passes the guard', async () => {
  const admin = await signInAdmin(t);
  expect((await admin.get('/api/admin/products')).status).toBe(200);
});
