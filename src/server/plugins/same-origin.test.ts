// Sign-out and every state-changing request act only when the browser says the request comes from the
// shop itself (Sec-Fetch-Site, else Origin, else Referer).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInAdmin } from '../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://shop.taproom.test' } });
});
afterAll(() => t.close());

/** The staff probe answers the signed-in admin, or null for anyone else. */
const stillAdmin = async (client: TestClient) => Boolean((await client.get('/api/auth/user')).body?.email);

test('GET /api/logout from another site, a same-site page or a bare image request signs nobody out', async () => {
  const admin = await signInAdmin(t);
  const elsewhere: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'none' },
    { referer: 'https://evil.example/page' },
    { origin: 'https://evil.example' },
    {},
  ];
  for (const headers of elsewhere) {
    const res = await admin.get('/api/logout', headers);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await stillAdmin(admin)).toBe(true);
  }
});

test('GET /api/logout from the shop itself signs the admin out', async () => {
  const byFetchSite = await signInAdmin(t);
  expect((await byFetchSite.get('/api/logout', { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
  expect(await stillAdmin(byFetchSite)).toBe(false);

  const byReferer = await signInAdmin(t);
  await byReferer.get('/api/logout', { referer: `${t.baseUrl}/admin` });
  expect(await stillAdmin(byReferer)).toBe(false);

  const behindProxy = await signInAdmin(t);
  await behindProxy.get('/api/logout', { referer: 'https://shop.taproom.test/admin/orders' });
  expect(await stillAdmin(behindProxy)).toBe(false);
});

test('pages tell the browser to name the shop as Referer on its own links, and nothing to other sites', async () => {
  const res = await t.client().get('/');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
});

const crossSite: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'null' },
  { referer: 'https://evil.example/' },
];

test('every state-changing route refuses a request another site or a sibling site sends, changing nothing', async () => {
  const admin = await signInAdmin(t);
  const changing = t.app.routeList.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
  expect(changing.length).toBeGreaterThan(10);
  for (const route of changing) {
    const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
    for (const headers of crossSite) {
      const res = await admin.request(route.method, url, { json: {}, headers });
      expect(res.status, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
    }
  }
  expect(await stillAdmin(admin)).toBe(true);
});

test('the same requests from the shop itself, or from a client that sends no browser headers, go through', async () => {
  const customer = t.client();
  const account = { email: 'origin@example.my', password: 'secret-pw', firstName: 'Li', lastName: 'Na' };
  expect(
    (await customer.post('/api/customer/register', account, { 'sec-fetch-site': 'same-origin' })).status,
  ).toBe(201);
  expect((await customer.post('/api/customer/logout', undefined, { origin: t.baseUrl })).status).toBe(204);
  expect(
    (await customer.post('/api/customer/login', { email: account.email, password: account.password })).status,
  ).toBe(200);
});
