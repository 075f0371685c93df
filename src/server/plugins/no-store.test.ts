// Walks the route table: every answer that may carry personal data says `Cache-Control: no-store`, so no
// browser or shared cache keeps a profile, an order or a back-office list (docs/rules/api.md, "Requests").
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { line, seedOrderFixtures, submission } from '../modules/orders/order-fixtures.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../test-support/test-app.ts';
import { carriesPersonalData } from './no-store.ts';

let t: TestApp;
let owner: TestClient;
let customer: TestClient;
let orderBody: ReturnType<typeof submission>;

beforeAll(async () => {
  t = await startTestApp();
  const f = await seedOrderFixtures(t.database.db);
  orderBody = submission([line(f.can, 1)], { customerEmail: 'nostore@example.my' });
  owner = await signInAdmin(t);
  customer = t.client();
  const registered = await customer.post('/api/customer/register', {
    email: 'nostore@example.my',
    password: 'secret-123',
    firstName: 'Nur',
    lastName: 'Store',
  });
  expect(registered.status).toBe(201);
  expect((await customer.post('/api/orders', orderBody)).status).toBe(201);
});
afterAll(() => t.close());

const readRoutes = () =>
  t.app.routeList.filter((r) => r.method === 'GET' && carriesPersonalData(r.url.split('?')[0]!));
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());

test('the walk covers the back office, the customer account and the lists the attack read', () => {
  const urls = readRoutes().map((r) => r.url);
  for (const url of [
    '/api/admin/customers',
    '/api/admin/orders',
    '/api/customer/profile',
    '/api/customer/orders',
    '/api/customer/data-export',
  ])
    expect(urls).toContain(url);
  expect(urls.length).toBeGreaterThan(20);
});

test('every personal read answers no-store, to staff and to the customer alike', async () => {
  for (const { url } of readRoutes()) {
    const client = url.startsWith('/api/admin') ? owner : customer;
    const res = await client.get(pathOf(url));
    expect(`${url} ${res.status} ${res.headers.get('cache-control')}`).toBe(`${url} ${res.status} no-store`);
  }
});

test('sign-in, registration, sign-out, a placed order and link steps answer no-store', async () => {
  const answers = [
    await t.client().post('/api/customer/login', { email: 'nostore@example.my', password: 'secret-123' }),
    await t.client().post('/api/customer/login', { email: 'nostore@example.my', password: 'wrong-one' }),
    await t.client().post('/api/customer/register', { email: 'x', password: 'y' }),
    await t.client().post('/api/admin/login', { email: 'nobody@example.my', password: 'wrong-one' }),
    await t.client().post('/api/customer/logout'),
    await t.client().get('/api/logout'),
    await t.client().post('/api/orders', { ...orderBody, customerEmail: 'guest.nostore@example.my' }),
    await t
      .client()
      .post('/api/password-reset/request', { email: 'nostore@example.my', account: 'customer' }),
    await t.client().post('/api/customer/verify-email', { token: 'unknown' }),
    await t.client().post('/api/newsletter/confirm', { token: 'unknown' }),
  ];
  for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
});

test('public catalogue answers stay cacheable', async () => {
  const products = await t.client().get('/api/products');
  expect(products.status).toBe(200);
  expect(products.headers.get('cache-control')).not.toBe('no-store');
});
