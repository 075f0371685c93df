// Sign-in throttling through HTTP: clients name their own address in X-Forwarded-For, which this app
// trusts because TRUST_PROXY names the loopback proxy the tests connect from.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox, rateLimits } from '../db/schema.ts';
import { upsertAdmin } from '../modules/staff/staff-accounts.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitScale: 1, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => t.close());

async function registerCustomer(email: string, language = 'en'): Promise<void> {
  const res = await t
    .client('198.51.100.1')
    .post(
      '/api/customer/register',
      { email, password: 'right-password', firstName: 'Nur', lastName: 'Aina' },
      { 'accept-language': language },
    );
  expect(res.status).toBe(201);
}

const signIn = (path: string, email: string, password: string, address: string) =>
  t.client(address).post(path, { email, password });

const alertsTo = async (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'sign-in-alert')));

test('50 wrong passwords sent at once are all counted: 5 are checked, 45 get 429 with Retry-After', async () => {
  await registerCustomer('raced@example.my');
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      signIn('/api/customer/login', 'raced@example.my', `wrong-guess-${i}`, '203.0.113.50'),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(45);
  const limited = results.find((r) => r.status === 429)!;
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.body.message).toMatch(
    /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
  );
  // All 50 counted against the address: past its ceiling of 30, it cannot try any other account either.
  await registerCustomer('bystander@example.my');
  const other = await signIn('/api/customer/login', 'bystander@example.my', 'right-password', '203.0.113.50');
  expect(other.status).toBe(429);
});

test("a stranger's failures never stop the owner signing in from their own address", async () => {
  await registerCustomer('owner@example.my');
  const stranger = [];
  for (let i = 0; i < 8; i++) {
    stranger.push(
      (await signIn('/api/customer/login', 'owner@example.my', `guess-${i}-x`, '203.0.113.7')).status,
    );
  }
  expect(stranger).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  // Even the right password waits at the stranger's address...
  expect(
    (await signIn('/api/customer/login', 'owner@example.my', 'right-password', '203.0.113.7')).status,
  ).toBe(429);
  // ...while the owner at home signs in.
  const owner = await signIn('/api/customer/login', 'owner@example.my', 'right-password', '192.0.2.20');
  expect(owner.status).toBe(200);
  expect(owner.body.email).toBe('owner@example.my');
});

test('staff accounts get the same protection, and the block ends with its window', async () => {
  await upsertAdmin(t.database.db, 'brewer@taproom.test', 'staff-password-1');
  for (let i = 0; i < 6; i++)
    await signIn('/api/admin/login', 'brewer@taproom.test', `nope-${i}-xx`, '203.0.113.8');
  expect(
    (await signIn('/api/admin/login', 'brewer@taproom.test', 'staff-password-1', '203.0.113.8')).status,
  ).toBe(429);
  expect(
    (await signIn('/api/admin/login', 'brewer@taproom.test', 'staff-password-1', '192.0.2.30')).status,
  ).toBe(200);
  // Fifteen minutes later (the window moved into the past), the paused address may try again.
  await t.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(like(rateLimits.key, 'sign-in-pair:%'));
  expect(
    (await signIn('/api/admin/login', 'brewer@taproom.test', 'staff-password-1', '203.0.113.8')).status,
  ).toBe(200);
});

test('a right password takes its attempts back: four mistakes and a success leave five more tries', async () => {
  await registerCustomer('typo@example.my');
  const address = '192.0.2.40';
  for (let i = 0; i < 4; i++) await signIn('/api/customer/login', 'typo@example.my', `typo-${i}-xx`, address);
  expect((await signIn('/api/customer/login', 'typo@example.my', 'right-password', address)).status).toBe(
    200,
  );
  const next = [];
  for (let i = 0; i < 5; i++) {
    next.push((await signIn('/api/customer/login', 'typo@example.my', `again-${i}-x`, address)).status);
  }
  expect(next).toEqual([401, 401, 401, 401, 401]);
});

test('the owner is told once by mail, in their language, however many addresses keep failing', async () => {
  await registerCustomer('told@example.my', 'ms');
  for (let i = 0; i < 12; i++) {
    await signIn('/api/customer/login', 'told@example.my', `wrong-${i}-xx`, `203.0.113.${100 + i}`);
  }
  const alerts = await alertsTo('told@example.my');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.subject).toBe('Cubaan log masuk gagal pada akaun Taproom anda');
  // Unknown emails get the same answers and no mail goes anywhere.
  for (let i = 0; i < 6; i++) {
    const res = await signIn(
      '/api/customer/login',
      'ghost@example.my',
      `wrong-${i}-xx`,
      `203.0.113.${150 + i}`,
    );
    expect(res.status).toBe(401);
  }
  expect(await alertsTo('ghost@example.my')).toHaveLength(0);
});

test('429 answers speak the language the browser asks for', async () => {
  for (let i = 0; i < 5; i++)
    await signIn('/api/customer/login', 'lang@example.my', `wrong-${i}-xx`, '203.0.113.9');
  const res = await t
    .client('203.0.113.9')
    .post(
      '/api/customer/login',
      { email: 'lang@example.my', password: 'wrong-x-xx' },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
    );
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(/^登录失败次数过多，请在 \d+ 分钟后重试。$/);
});
