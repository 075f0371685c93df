// The back-office subscriber list one page at a time (active or not, searched by email, sorted), its
// counts over every subscriber, and the export that holds all of them; bad parameters get 400.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newsletterSubscribers } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;
const COUNT = 130;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  await t.database.db.insert(newsletterSubscribers).values(
    Array.from({ length: COUNT }, (_, i) => ({
      email: `reader${String(i).padStart(3, '0')}@example.my`,
      isActive: i % 10 !== 0,
      createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 3_600_000),
    })),
  );
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email: 'today@brewery.my', createdAt: new Date() });
});
afterAll(() => t.close());

const local = (body: { items: { email: string }[] }) => body.items.map((s) => s.email.split('@')[0]);

test('pages hold at most pageSize subscribers, newest first, with the total', async () => {
  const first = await admin.get('/api/admin/newsletter-subscribers?pageSize=3');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ page: 1, pageSize: 3, total: COUNT + 1 });
  expect(local(first.body)).toEqual(['today', 'reader129', 'reader128']);
  const full = await admin.get('/api/admin/newsletter-subscribers?pageSize=100&page=2');
  expect(full.body.items).toHaveLength(31);
});

test('filters active or not and searches the email', async () => {
  const inactive = await admin.get('/api/admin/newsletter-subscribers?status=inactive&pageSize=2');
  expect(inactive.body.total).toBe(13);
  expect(local(inactive.body)).toEqual(['reader120', 'reader110']);
  expect((await admin.get('/api/admin/newsletter-subscribers?status=active')).body.total).toBe(
    COUNT + 1 - 13,
  );
  expect(local((await admin.get('/api/admin/newsletter-subscribers?q=BREWERY')).body)).toEqual(['today']);
  expect((await admin.get('/api/admin/newsletter-subscribers?q=reader12')).body.total).toBe(10);
});

test('sorts oldest first or by email', async () => {
  const oldest = await admin.get('/api/admin/newsletter-subscribers?sort=oldest&pageSize=2');
  expect(local(oldest.body)).toEqual(['reader000', 'reader001']);
  const byEmail = await admin.get('/api/admin/newsletter-subscribers?sort=email&pageSize=100&page=2');
  expect(local(byEmail.body).at(-1)).toBe('today');
});

test('the summary counts every subscriber and the export holds all of them', async () => {
  expect((await admin.get('/api/admin/newsletter-subscribers/summary')).body).toEqual({
    total: COUNT + 1,
    active: COUNT + 1 - 13,
    today: 1,
  });
  const exported = await admin.get('/api/admin/newsletter-subscribers/export');
  expect(exported.status).toBe(200);
  expect(exported.body).toHaveLength(COUNT + 1);
  expect(exported.body[0]).toEqual({
    id: expect.any(String),
    email: 'today@brewery.my',
    isActive: true,
    createdAt: expect.any(String),
  });
});

test.each([
  ['pageSize=101', /pageSize must be at most 100/],
  ['pageSize=-5', /pageSize must be at least 1/],
  ['page=', /page must be at least 1/],
  ['status=yes', /status must be active or inactive/],
  ['sort=random', /sort must be newest, oldest, email/],
  [`q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
  ['q=%1B', /q must not contain control characters/],
])('%s is refused with 400 and a clear message', async (query, message) => {
  const res = await admin.get(`/api/admin/newsletter-subscribers?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(message);
});
