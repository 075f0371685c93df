import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newsletterSubscribers } from '../db/schema.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function subscriber(email: string, isActive = true) {
  const status = isActive ? 'active' : 'unsubscribed';
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email, isActive, status })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { isActive, status } });
}

async function isActive(email: string): Promise<boolean | undefined> {
  const [row] = await t.database.db
    .select({ isActive: newsletterSubscribers.isActive })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.isActive;
}

test('a valid link unsubscribes the address, and using it again still answers success', async () => {
  await subscriber('fan@example.my');
  await subscriber('other@example.my');
  const token = createUnsubscribeToken(t.deps.secret, 'fan@example.my');
  const first = await t.client().post('/api/newsletter/unsubscribe', { token });
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ email: 'fan@example.my' });
  expect(await isActive('fan@example.my')).toBe(false);
  expect(await isActive('other@example.my')).toBe(true);
  expect((await t.client().post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
  expect(await isActive('fan@example.my')).toBe(false);
});

test('a tampered link is refused with a clear message and changes nothing', async () => {
  await subscriber('keep@example.my');
  const token = createUnsubscribeToken(t.deps.secret, 'someone@example.my');
  const forged = `${Buffer.from(JSON.stringify({ e: 'keep@example.my', x: 9_999_999_999 })).toString('base64url')}.${token.split('.')[1]}`;
  const res = await t.client().post('/api/newsletter/unsubscribe', { token: forged });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ reason: 'invalid', message: expect.stringContaining('not valid') });
  expect(await isActive('keep@example.my')).toBe(true);

  const otherSecret = createUnsubscribeToken('x'.repeat(40), 'keep@example.my');
  expect((await t.client().post('/api/newsletter/unsubscribe', { token: otherSecret })).status).toBe(400);
  expect(await isActive('keep@example.my')).toBe(true);
});

test('an expired link is refused with a clear message and changes nothing', async () => {
  await subscriber('old@example.my');
  const token = createUnsubscribeToken(
    t.deps.secret,
    'old@example.my',
    new Date(Date.now() - 400 * 24 * 3600 * 1000),
  );
  const res = await t.client().post('/api/newsletter/unsubscribe', { token });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ reason: 'expired', message: expect.stringContaining('expired') });
  expect(await isActive('old@example.my')).toBe(true);
});

test('a missing token or extra fields are bad input', async () => {
  expect((await t.client().post('/api/newsletter/unsubscribe', {})).status).toBe(400);
  expect(
    (await t.client().post('/api/newsletter/unsubscribe', { token: 'a.b', email: 'x@y.z' })).status,
  ).toBe(400);
});

test("a mail client's one-click unsubscribe (form POST to the List-Unsubscribe address) works", async () => {
  await subscriber('click@example.my');
  const token = createUnsubscribeToken(t.deps.secret, 'click@example.my');
  const res = await t
    .client()
    .request('POST', `/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  expect(res.status).toBe(204);
  expect(await isActive('click@example.my')).toBe(false);
  const bad = await t.client().request('POST', '/api/newsletter/unsubscribe/one-click?token=forged.token', {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(bad.status).toBe(400);
});

test('other API routes still refuse form bodies', async () => {
  const res = await t.client().request('POST', '/api/newsletter/unsubscribe', {
    body: 'token=abc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(415);
});
