// Walks the whole route table: every /api/admin route (except the steps of signing in) must refuse anyone
// without a staff session, and answer each role as the permission table says (docs/rules/accounts.md,
// "Roles"), so a route added later cannot slip out from under the guard or past the table.
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { can, type StaffRole } from '../shared/staff-permissions.ts';
import { ROLE_REFUSAL } from './plugins/auth-guards.ts';
import { ROUTE_PERMISSIONS, SIGN_IN_ROUTES } from './plugins/route-permissions.ts';
import { signInAdmin, signInStaff } from './test-support/admin-session.ts';
import { databaseFingerprint } from './test-support/database-fingerprint.ts';
import { startTestApp, type TestApp, type TestClient } from './test-support/test-app.ts';

let t: TestApp;
let visitor: TestClient;
let customer: TestClient;
let owner: TestClient;
let staff: TestClient;
/** Real rows for the routes' parameters, so a refused change would have had something to change. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  visitor = t.client();
  customer = t.client();
  const registered = await customer.post<{ id: string }>('/api/customer/register', {
    email: 'drinker@example.com',
    password: 'secret-123',
    firstName: 'Aina',
    lastName: 'Rahman',
  });
  expect(registered.status).toBeLessThan(300);
  owner = await signInAdmin(t);
  staff = await signInStaff(t);
  const product = await owner.post<{ id: string }>('/api/admin/products', {
    name: 'Hutan Hazy IPA',
    category: 'beer',
    isActive: true,
  });
  const variant = await owner.post<{ id: string }>(`/api/admin/products/${product.body.id}/variants`, {
    size: '330ml',
    price: 14,
    isActive: true,
  });
  const image = await owner.post<{ id: string }>(`/api/admin/products/${product.body.id}/images`, {
    imageUrl: '/objects/uploads/test-image-1.webp',
    altText: 'Can',
    displayOrder: 0,
  });
  const customers = await owner.get<{ items: { id: string }[] }>('/api/admin/customers');
  Object.assign(ids, {
    productId: product.body.id,
    variantId: variant.body.id,
    imageId: image.body.id,
    customerId: customers.body.items[0]!.id,
  });
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

function adminRoutes() {
  return t.app.routeList
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => !SIGN_IN_ROUTES.has(key(r.method, r.url)));
}

/** The route's path with real ids where the test made one (a customer for customer routes), else new ones. */
function pathOf(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (name === 'id' && url.startsWith('/api/admin/customers/')) return ids.customerId!;
    if (name === 'id' && url.startsWith('/api/admin/products/')) return ids.productId!;
    return ids[name] ?? crypto.randomUUID();
  });
}

/** A body each change would accept, so a refusal is the role's doing and not the input's. */
const BODIES: Record<string, unknown> = {
  'PUT /api/admin/products/:id': { name: 'Renamed', category: 'beer', isActive: false },
  'POST /api/admin/products': { name: 'New beer', category: 'beer', isActive: true },
  'POST /api/admin/products/:productId/variants': { size: '1L', price: 30, isActive: true },
  'PUT /api/admin/products/:productId/variants/:variantId': { size: '500ml', price: 99, isActive: true },
  'POST /api/admin/upload': {},
};

async function statusFor(client: TestClient, method: string, url: string): Promise<number> {
  return (await call(client, method, url)).status;
}

function call(client: TestClient, method: string, url: string) {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const json = BODIES[key(method, url)] ?? {};
  return client.request(method, pathOf(url), hasBody ? { json } : {});
}

/** What the guard made of a call: a 401, a refusal for the role, or let through to the route. */
async function guardAnswer(client: TestClient, method: string, url: string) {
  const res = await call(client, method, url);
  if (res.status === 401) return 401;
  const body = res.body as { message?: string } | undefined;
  return res.status === 403 && body?.message === ROLE_REFUSAL ? 403 : 'passes';
}

test('every /api/admin route has a permission in the table, and the table names no other route', () => {
  const routes = adminRoutes().map((r) => key(r.method, r.url));
  expect(routes.filter((route) => !ROUTE_PERMISSIONS[route])).toEqual([]);
  expect(Object.keys(ROUTE_PERMISSIONS).filter((route) => !routes.includes(route))).toEqual([]);
});

test('the table gives staff what their role promises and keeps the rest for owners', () => {
  const staffMay = (route: string) => can('staff', ROUTE_PERMISSIONS[route]!);
  for (const route of [
    'GET /api/admin/orders',
    'PUT /api/admin/orders/:id',
    'PUT /api/admin/contact-messages/:id/read',
    'GET /api/admin/custom-beer-requests',
    'GET /api/admin/products',
    'GET /api/admin/customers',
  ])
    expect(`${route}: ${staffMay(route)}`).toBe(`${route}: true`);
  for (const route of [
    'DELETE /api/admin/customers/:id',
    'GET /api/admin/customers/export.csv',
    'GET /api/admin/customers/:id/data-export',
    'GET /api/admin/orders/export.csv',
    'GET /api/admin/newsletter-subscribers/export',
    'PUT /api/admin/settings',
    'PUT /api/admin/products/:id',
    'DELETE /api/admin/products/:id',
  ])
    expect(`${route}: ${staffMay(route)}`).toBe(`${route}: false`);
});

test('a signed-in customer really is signed in (so their 401s below mean something)', async () => {
  expect((await customer.get('/api/customer/profile')).body).toMatchObject({ firstName: expect.any(String) });
});

test('every /api/admin route answers 401 to a visitor and to a signed-in customer', async () => {
  for (const { method, url } of adminRoutes()) {
    for (const client of [visitor, customer])
      expect(`${method} ${url} → ${await statusFor(client, method, url)}`).toBe(`${method} ${url} → 401`);
  }
});

/** What the table says a role gets: refused (403) or let past the guard. */
const expected = (role: StaffRole, route: string) => (can(role, ROUTE_PERMISSIONS[route]!) ? 'passes' : 403);

test('staff are refused every owner-only route with 403, and nothing changes', async () => {
  const routes = adminRoutes().map(({ method, url }) => ({ method, url, route: key(method, url) }));
  const ownersOnly = routes.filter(({ route }) => expected('staff', route) === 403);
  expect(ownersOnly.length).toBeGreaterThan(10);
  const before = await databaseFingerprint(t.database.db);
  for (const { method, url, route } of ownersOnly)
    expect(`${route} → ${await guardAnswer(staff, method, url)}`).toBe(`${route} → 403`);
  expect(await databaseFingerprint(t.database.db)).toEqual(before);

  for (const { method, url, route } of routes.filter((r) => !ownersOnly.includes(r)))
    expect(`${route} → ${await guardAnswer(staff, method, url)}`).toBe(`${route} → passes`);
});

test('an owner passes the guard on every route', async () => {
  for (const { method, url } of adminRoutes()) {
    const route = key(method, url);
    expect(`${route} → ${await guardAnswer(owner, method, url)}`).toBe(`${route} → passes`);
  }
});
