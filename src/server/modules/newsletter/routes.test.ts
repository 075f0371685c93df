import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { documentedClient, type DocumentedClient } from '../../test-support/api-document.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

/** Every answer, refusals included, must fit the API document. */
let client: DocumentedClient;

beforeAll(async () => {
  t = await startTestApp();
  client = await documentedClient(t);
}, 60_000);
afterAll(() => t.close());

const form = { source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION } as const;

const storedCount = async () =>
  (await t.database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;

test('a bad, empty or missing email answers 400 and stores nothing', async () => {
  const before = await storedCount();
  for (const body of [
    { email: 'nope', ...form },
    { email: '', ...form },
    { ...form },
    { email: 'a@b.my', extra: 1, ...form },
    { email: 'a@b.my', language: 'fr', ...form },
  ]) {
    const res = await client.post('/api/newsletter/subscribe', body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.issues.length).toBeGreaterThan(0);
  }
  expect((await client.post('/api/newsletter/subscribe', { email: 'nope', ...form })).body.message).toBe(
    'Please enter a valid email',
  );
  expect(await storedCount()).toBe(before);
});

test('subscribing the same address twice, in any case, answers the same and keeps one row', async () => {
  const first = await t
    .client()
    .post('/api/newsletter/subscribe', { email: 'Mei.Ling@Example.my', language: 'zh', ...form });
  const second = await t
    .client()
    .post('/api/newsletter/subscribe', { email: 'mei.ling@example.my', ...form });
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(second.body).toEqual(first.body);
  const rows = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'mei.ling@example.my'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'pending', isActive: false, language: 'zh' });
});

test('signing up again puts an unsubscribed address back to pending, not on the list', async () => {
  await client.post('/api/newsletter/subscribe', { email: 'back@example.my', ...form });
  await t.database.db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', isActive: false })
    .where(eq(newsletterSubscribers.email, 'back@example.my'));
  const res = await client.post('/api/newsletter/subscribe', { email: 'back@example.my', ...form });
  expect(res.status).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'back@example.my'));
  expect(row).toMatchObject({ status: 'pending', isActive: false });
});
