// Which address the limits count and the shop stores: the connecting peer, unless TRUST_PROXY says
// which proxies may name the client in X-Forwarded-For.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customBeerRequests } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/policies.ts';

const NEWSLETTER_FORM = { source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION } as const;

let plain: TestApp;
let trusted: TestApp;
let oneHop: TestApp;
beforeAll(async () => {
  plain = await startTestApp({ rateLimitScale: 1 });
});
beforeAll(async () => {
  trusted = await startTestApp({ rateLimitScale: 1, env: { TRUST_PROXY: '127.0.0.1/8' } });
});
beforeAll(async () => {
  oneHop = await startTestApp({ rateLimitScale: 1, env: { TRUST_PROXY: '1' } });
});
afterAll(() => Promise.all([plain, trusted, oneHop].map((a) => a?.close())));

const brief = (email: string) => ({ email, occasion: ['party'], language: 'en' });

async function storedAddress(t: TestApp, headers: Record<string, string>): Promise<string | null> {
  const res = await t.client().post('/api/custom-beer/submit', brief('ip@example.my'), headers);
  expect(res.status).toBe(201);
  const [row] = await t.database.db
    .select({ ip: customBeerRequests.ipAddress })
    .from(customBeerRequests)
    .where(eq(customBeerRequests.id, res.body.id));
  return row?.ip ?? null;
}

test('without TRUST_PROXY a forged X-Forwarded-For neither escapes the limits nor gets stored', async () => {
  const t = plain;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t
      .client()
      .post(
        '/api/newsletter/subscribe',
        { email: `fan${i}@example.my`, ...NEWSLETTER_FORM },
        { 'x-forwarded-for': `10.9.0.${i}` },
      );
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  expect(statuses[10]).toBe(429);
  expect(await storedAddress(t, { 'x-forwarded-for': '203.0.113.66' })).toBe('127.0.0.1');
});

test('with TRUST_PROXY naming the proxy, the forwarded client address is counted and stored', async () => {
  const t = trusted;
  expect(await storedAddress(t, { 'x-forwarded-for': '203.0.113.66' })).toBe('203.0.113.66');
  // Each client behind the proxy has its own budget.
  for (let i = 0; i < 11; i++) {
    const res = await t
      .client(`198.51.100.${i}`)
      .post('/api/newsletter/subscribe', { email: `reader${i}@example.my`, ...NEWSLETTER_FORM });
    expect(res.status).toBe(200);
  }
});

test('with a hop count, only the address the last proxy saw counts', async () => {
  const t = oneHop;
  // The client forged the first entry; the one proxy appended the real peer.
  expect(await storedAddress(t, { 'x-forwarded-for': '10.0.0.1, 203.0.113.77' })).toBe('203.0.113.77');
});
