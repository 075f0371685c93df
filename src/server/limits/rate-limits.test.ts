// The shop's shared limits at their real size, through HTTP. Clients name their address in
// X-Forwarded-For, which these apps trust from the loopback proxy the tests connect from.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages, mailOutbox, rateLimits } from '../db/schema.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from '../modules/orders/order-fixtures.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/policies.ts';

const NEWSLETTER_FORM = { source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION } as const;

const options = { rateLimitScale: 1, env: { TRUST_PROXY: 'loopback' } };
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await startTestApp(options);
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

const order = (email: string, language: 'en' | 'ms' | 'zh' = 'en') =>
  submission([line(f.can, 1)], { customerEmail: email, language });
const message = (email: string) => ({ name: 'Siti', email, message: 'Do you brew alcohol-free beer?' });
const rowsIn = async (table: typeof contactMessages) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

test('orders: the 11th from one address in 10 minutes gets 429, Retry-After and a message in its language', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    statuses.push((await t.client('203.0.113.1').post('/api/orders', order(`buyer${i}@example.my`))).status);
  }
  expect(statuses.every((s) => s === 201)).toBe(true);
  const refused = await t.client('203.0.113.1').post('/api/orders', order('buyer10@example.my', 'ms'));
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(500);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(refused.body.message).toBe('Terlalu banyak permintaan. Sila cuba lagi dalam 10 minit.');
});

test('orders: the 6th for one email in an hour gets 429 whatever addresses send them, and mails stop at 5', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await t.client(`198.51.100.${i}`).post('/api/orders', order('target@example.my'))).status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  const mails = await t.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, 'target@example.my'));
  expect(mails[0]!.n).toBe(5);
});

test('orders: an address past its limit uses up none of the budget of the email it names', async () => {
  for (let i = 0; i < 10; i++) {
    await t.client('203.0.113.7').post('/api/orders', order(`flood${i}@example.my`));
  }
  for (let i = 0; i < 6; i++) {
    expect((await t.client('203.0.113.7').post('/api/orders', order('named@example.my'))).status).toBe(429);
  }
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    statuses.push(
      (await t.client(`198.51.100.${50 + i}`).post('/api/orders', order('named@example.my'))).status,
    );
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
});

test('30 contact messages sent at once from one address write exactly 10', async () => {
  const before = await rowsIn(contactMessages);
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      t.client('203.0.113.2').post('/api/contact', message(`asker${i}@example.my`)),
    ),
  );
  expect(results.filter((r) => r.status === 201)).toHaveLength(10);
  expect(results.filter((r) => r.status === 429)).toHaveLength(20);
  expect((await rowsIn(contactMessages)) - before).toBe(10);
});

test('newsletter, custom-beer and registration are limited per target email', async () => {
  const news = [];
  for (let i = 0; i < 4; i++) {
    news.push(
      (
        await t
          .client(`192.0.2.${i}`)
          .post('/api/newsletter/subscribe', { email: 'News@Example.my', ...NEWSLETTER_FORM })
      ).status,
    );
  }
  expect(news).toEqual([200, 200, 200, 429]);

  const brief = { email: 'brief@example.my', occasion: ['party'], language: 'zh' };
  const briefs = [];
  for (let i = 0; i < 6; i++) {
    briefs.push(await t.client(`192.0.2.${10 + i}`).post('/api/custom-beer/submit', brief));
  }
  expect(briefs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429]);
  expect(briefs[5]!.body.message).toMatch(/^请求过于频繁，请在 \d+ 分钟后重试。$/);

  const account = { email: 'twice@example.my', password: 'secret-pass', firstName: 'Ah', lastName: 'Meng' };
  const signUps = [];
  for (let i = 0; i < 6; i++) {
    signUps.push((await t.client(`192.0.2.${20 + i}`).post('/api/customer/register', account)).status);
  }
  expect(signUps).toEqual([201, 409, 409, 409, 409, 429]);
});

test.each([
  {
    what: 'contact messages per target email',
    max: 5,
    send: (i: number) => t.client(`100.64.1.${i}`).post('/api/contact', message('same.asker@example.my')),
  },
  {
    what: 'custom-beer requests per address',
    max: 10,
    send: (i: number) =>
      t
        .client('100.64.2.1')
        .post('/api/custom-beer/submit', { email: `b${i}@example.my`, occasion: ['party'] }),
  },
  {
    what: 'registrations per address',
    max: 20,
    send: (i: number) =>
      t.client('100.64.3.1').post('/api/customer/register', {
        email: `new${i}@example.my`,
        password: 'secret-pass',
        firstName: 'Nur',
        lastName: 'Iman',
      }),
  },
])(
  '$what: past $max the answer is 429 with Retry-After and a message saying when to try again',
  async ({ max, send }) => {
    for (let i = 0; i < max; i++) expect((await send(i)).status).toBeLessThan(300);
    const refused = await send(max);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  },
);

test('no more than 10 mails an hour go to one recipient, whatever causes them', async () => {
  const email = 'inbox@example.my';
  for (let i = 0; i < 5; i++) {
    expect((await t.client(`192.0.2.${40 + i}`).post('/api/orders', order(email))).status).toBe(201);
  }
  for (let i = 0; i < 5; i++) {
    const res = await t
      .client(`192.0.2.${50 + i}`)
      .post('/api/custom-beer/submit', { email, occasion: ['party'] });
    expect(res.status).toBe(201);
  }
  // The sign-up itself still succeeds; its confirmation mail is the one held back.
  expect(
    (await t.client('192.0.2.60').post('/api/newsletter/subscribe', { email, ...NEWSLETTER_FORM })).status,
  ).toBe(200);
  const kinds = await t.database.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email));
  expect(kinds).toHaveLength(10);
  expect(kinds.map((k) => k.kind)).not.toContain('newsletter-confirm');
});

test('limits are shared by server processes on one database and survive a restart', async () => {
  const second = await startTestApp({ ...options, database: t.database });
  try {
    for (let i = 0; i < 5; i++) {
      expect((await t.client('203.0.113.3').post('/api/contact', message(`a${i}@example.my`))).status).toBe(
        201,
      );
      expect(
        (await second.client('203.0.113.3').post('/api/contact', message(`b${i}@example.my`))).status,
      ).toBe(201);
    }
    expect((await second.client('203.0.113.3').post('/api/contact', message('c@example.my'))).status).toBe(
      429,
    );
  } finally {
    await second.close();
  }
  const restarted = await startTestApp({ ...options, database: t.database });
  try {
    expect((await restarted.client('203.0.113.3').post('/api/contact', message('d@example.my'))).status).toBe(
      429,
    );
  } finally {
    await restarted.close();
  }
});

test('counters whose window has ended are swept away', async () => {
  await t.database.db
    .insert(rateLimits)
    .values({ key: 'stale:test', hits: 3, resetAt: sql`now() - interval '1 hour'` });
  // A freshly started process sweeps at its first counted request.
  const fresh = await startTestApp({ ...options, database: t.database });
  try {
    await fresh
      .client('192.0.2.99')
      .post('/api/newsletter/subscribe', { email: 'sweep@example.my', ...NEWSLETTER_FORM });
  } finally {
    await fresh.close();
  }
  const left = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'stale:test'));
  expect(left).toHaveLength(0);
});
