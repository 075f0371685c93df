// The back-office custom-beer requests one page at a time: searched in name, email and phone, newest or
// oldest first; bad parameters get 400.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customBeerRequests } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  await t.database.db.insert(customBeerRequests).values(
    ['Aziz', 'Bee Lian', null, 'Dinesh'].map((name, i) => ({
      name,
      email: `brief${i}@example.my`,
      phone: i === 3 ? '+60 16-555 0003' : null,
      occasion: ['wedding'],
      ipAddress: '192.0.2.1',
      createdAt: new Date(Date.parse('2026-02-01T00:00:00Z') + i * 86_400_000),
    })),
  );
});
afterAll(() => t.close());

const mails = (body: { items: { email: string }[] }) => body.items.map((r) => r.email.split('@')[0]);

test('pages hold at most pageSize requests, newest first, with the total and no technical fields', async () => {
  const first = await admin.get('/api/admin/custom-beer-requests?pageSize=3');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ page: 1, pageSize: 3, total: 4 });
  expect(mails(first.body)).toEqual(['brief3', 'brief2', 'brief1']);
  expect(first.body.items[0]).not.toHaveProperty('ipAddress');
  expect(mails((await admin.get('/api/admin/custom-beer-requests?pageSize=3&page=2')).body)).toEqual([
    'brief0',
  ]);
});

test('searches name, email and phone, and sorts oldest first', async () => {
  expect(mails((await admin.get('/api/admin/custom-beer-requests?q=bee%20lian')).body)).toEqual(['brief1']);
  expect(mails((await admin.get('/api/admin/custom-beer-requests?q=555')).body)).toEqual(['brief3']);
  expect(mails((await admin.get('/api/admin/custom-beer-requests?q=BRIEF2')).body)).toEqual(['brief2']);
  const oldest = await admin.get('/api/admin/custom-beer-requests?sort=oldest&pageSize=2');
  expect(mails(oldest.body)).toEqual(['brief0', 'brief1']);
});

test.each([
  ['pageSize=1000', /pageSize must be at most 100/],
  ['page=-2', /page must be at least 1/],
  ['page=x', /page must be a number/],
  ['sort=budget', /sort must be newest, oldest/],
  [`q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
  ['q=%7F', /q must not contain control characters/],
])('%s is refused with 400 and a clear message', async (query, message) => {
  const res = await admin.get(`/api/admin/custom-beer-requests?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(message);
});

test('visitors cannot read a page of requests', async () => {
  expect((await t.client().get('/api/admin/custom-beer-requests?page=1')).status).toBe(401);
});
