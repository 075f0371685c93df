// Two apps on one database (the embedded one in the PGlite pass, PostgreSQL with its LISTEN/NOTIFY in
// the other): a staff change through one is served by the other within a second. Notifications that
// are not ours are told apart from ours.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { parsePayload } from './cache-bus.ts';
import { seedOrderFixtures, type Fixtures } from './modules/orders/order-fixtures.ts';
import { signInAdmin } from './test-support/admin-session.ts';
import { startTestApp, type TestApp } from './test-support/test-app.ts';

let a: TestApp;
let b: TestApp;
let f: Fixtures;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ database: a.database });
  f = await seedOrderFixtures(a.database.db);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const productOn = async (t: TestApp) => (await t.client().get(`/api/products/${f.keg.productId}`)).body;

test('a product renamed through one app is served renamed by the other within a second', async () => {
  const before = await productOn(b); // b's cache is warm
  const admin = await signInAdmin(a);
  const renamed = { ...before, name: 'Hornbill Keg Lager' };
  const res = await admin.put(`/api/admin/products/${f.keg.productId}`, {
    name: renamed.name,
    category: before.category,
    isActive: true,
  });
  expect(res.status).toBe(200);
  await vi.waitFor(async () => expect((await productOn(b)).name).toBe('Hornbill Keg Lager'), {
    timeout: 1_000,
    interval: 20,
  });
});

test("a business profile saved through one app signs the other's pages and mails within a second", async () => {
  const publicProfile = async (t: TestApp) => (await t.client().get('/api/business-profile')).body;
  const before = await publicProfile(b); // b keeps its profile from here
  const admin = await signInAdmin(a);
  const res = await admin.put('/api/admin/settings', { ...before, phone: '+60 3-7777 1234' });
  expect(res.status).toBe(200);
  await vi.waitFor(async () => expect((await publicProfile(b)).phone).toBe('+60 3-7777 1234'), {
    timeout: 1_000,
    interval: 20,
  });
});

test('only a well-formed notification naming a known cache counts', () => {
  expect(parsePayload('{"topic":"catalog","from":"p1"}')).toEqual({ topic: 'catalog', from: 'p1' });
  for (const unknown of [
    '',
    'catalog',
    '{"topic":"orders","from":"p1"}',
    '{"topic":"catalog"}',
    'null',
    '[]',
  ])
    expect(parsePayload(unknown)).toBeNull();
});
