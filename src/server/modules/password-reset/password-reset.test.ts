import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESET_LINK_INVALID, RESET_REQUESTED } from '../../../shared/schemas/password-reset.ts';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema.ts';
import { upsertAdmin } from '../staff/staff-accounts.ts';
import { signInAdmin, TEST_ADMIN } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { auditTrail } from '../audit/test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function register(email: string, password = 'first-secret-1'): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/customer/register', {
    email,
    password,
    firstName: 'Aina',
    lastName: 'Rahman',
  });
  expect(res.status).toBe(201);
  return client;
}

async function mailsTo(email: string, kind: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
}

/** The link is mailed after the answer; waits for it and returns the token it carries. */
async function mailedToken(email: string, count = 1): Promise<{ token: string; link: string }> {
  let mails: Awaited<ReturnType<typeof mailsTo>> = [];
  await expect
    .poll(async () => (mails = await mailsTo(email, 'password-reset')).length, { timeout: 10_000 })
    .toBe(count);
  const newest = mails.sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
  const link = /https?:\/\/\S+#token=([A-Za-z0-9_-]{43})/.exec(newest.textBody);
  expect(link).not.toBeNull();
  return { link: link![0], token: link![1]! };
}

const requestLink = (email: string, account = 'customer', language = 'en') =>
  t.client().post('/api/password-reset/request', { email, account, language });

const signIn = (email: string, password: string) =>
  t.client().post('/api/customer/login', { email, password });

test('asking for a link answers the same whether or not the email has an account', async () => {
  await register('known@example.my');
  const known = await requestLink('Known@Example.my');
  const unknown = await requestLink('nobody@example.my');
  expect(known.status).toBe(202);
  expect(unknown.status).toBe(202);
  expect(known.body).toEqual({ message: RESET_REQUESTED });
  expect(unknown.body).toEqual(known.body);
  const { link } = await mailedToken('known@example.my');
  expect(link).toMatch(/\/customer\/reset-password#token=/);
  expect(await mailsTo('nobody@example.my', 'password-reset')).toHaveLength(0);
});

test('only a hash of the token is stored', async () => {
  await register('hash@example.my');
  await requestLink('hash@example.my');
  const { token } = await mailedToken('hash@example.my');
  const rows = await t.database.db.select().from(passwordResetTokens);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.tokenHash).not.toContain(token);
  expect(JSON.stringify(rows)).not.toContain(token);
});

test('a reset sets the new password, signs out other sessions and mails a notice in the language used', async () => {
  const elsewhere = await register('reset@example.my');
  expect((await elsewhere.get('/api/customer/orders')).status).toBe(200);
  await requestLink('reset@example.my', 'customer', 'ms');
  const { token } = await mailedToken('reset@example.my');
  const [resetMail] = await mailsTo('reset@example.my', 'password-reset');
  expect(resetMail!.subject).toBe('Tetapkan semula kata laluan Taproom anda');

  const res = await t
    .client()
    .post('/api/password-reset', { token, password: 'new-secret-42', language: 'ms' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ account: 'customer' });
  expect((await elsewhere.get('/api/customer/orders')).status).toBe(401);
  expect((await signIn('reset@example.my', 'first-secret-1')).status).toBe(401);
  expect((await signIn('reset@example.my', 'new-secret-42')).status).toBe(200);
  const notices = await mailsTo('reset@example.my', 'password-changed');
  expect(notices.map((m) => m.subject)).toEqual(['Kata laluan Taproom anda telah ditukar']);
});

test('a link works once: using it again is refused and changes nothing', async () => {
  await register('twice@example.my');
  await requestLink('twice@example.my');
  const { token } = await mailedToken('twice@example.my');
  expect((await t.client().post('/api/password-reset', { token, password: 'second-secret-7' })).status).toBe(
    200,
  );
  const again = await t.client().post('/api/password-reset', { token, password: 'third-secret-9' });
  expect(again.status).toBe(400);
  expect(again.body.message).toBe(RESET_LINK_INVALID);
  expect((await signIn('twice@example.my', 'third-secret-9')).status).toBe(401);
  expect((await signIn('twice@example.my', 'second-secret-7')).status).toBe(200);
});

test('an expired link is refused and the password stays', async () => {
  await register('late@example.my');
  await requestLink('late@example.my');
  const { token } = await mailedToken('late@example.my');
  // The link was mailed 31 minutes ago.
  await t.database.db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(passwordResetTokens.accountKind, 'customer'));
  const res = await t.client().post('/api/password-reset', { token, password: 'late-secret-3' });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(RESET_LINK_INVALID);
  expect((await signIn('late@example.my', 'first-secret-1')).status).toBe(200);
});

test('a newer link replaces the older one', async () => {
  await register('newer@example.my');
  await requestLink('newer@example.my');
  const older = await mailedToken('newer@example.my');
  await requestLink('newer@example.my');
  const newer = await mailedToken('newer@example.my', 2);
  expect(newer.token).not.toBe(older.token);
  expect(
    (await t.client().post('/api/password-reset', { token: older.token, password: 'older-link-1' })).status,
  ).toBe(400);
  expect(
    (await t.client().post('/api/password-reset', { token: newer.token, password: 'newer-link-1' })).status,
  ).toBe(200);
});

test("someone else's link changes only that account, and the person using it stays signed in as themselves", async () => {
  const owner = await register('owner@example.my');
  const other = await register('other@example.my', 'other-secret-5');
  await requestLink('owner@example.my');
  const { token } = await mailedToken('owner@example.my');
  const res = await other.post('/api/password-reset', { token, password: 'taken-over-8' });
  expect(res.status).toBe(200);
  expect((await other.get('/api/customer/profile')).body.email).toBe('other@example.my');
  expect((await signIn('other@example.my', 'other-secret-5')).status).toBe(200);
  expect((await owner.get('/api/customer/orders')).status).toBe(401);
});

test('a common or short new password is refused with its own message, and the link still works', async () => {
  await register('weak@example.my');
  await requestLink('weak@example.my');
  const { token } = await mailedToken('weak@example.my');
  const common = await t.client().post('/api/password-reset', { token, password: 'Password1' });
  expect(common.status).toBe(400);
  expect(common.body.issues).toEqual([
    { path: 'password', message: 'This password is too common. Please choose one that is harder to guess.' },
  ]);
  const short = await t.client().post('/api/password-reset', { token, password: 'abc' });
  expect(short.body.issues).toEqual([
    { path: 'password', message: 'Password must be at least 6 characters' },
  ]);
  expect((await t.client().post('/api/password-reset', { token, password: 'pandan-stout-77' })).status).toBe(
    200,
  );
});

test('registration refuses a common password too', async () => {
  const res = await t.client().post('/api/customer/register', {
    email: 'common@example.my',
    password: 'iloveyou',
    firstName: 'Aina',
    lastName: 'Rahman',
  });
  expect(res.status).toBe(400);
  expect(res.body.issues).toEqual([
    { path: 'password', message: 'This password is too common. Please choose one that is harder to guess.' },
  ]);
});

test('staff reset through their own page, and their other sessions end', async () => {
  const staffElsewhere = await signInAdmin(t);
  expect((await staffElsewhere.get('/api/admin/orders')).status).toBe(200);
  expect((await requestLink(TEST_ADMIN.email, 'customer')).status).toBe(202);
  await requestLink(TEST_ADMIN.email, 'staff');
  const { token, link } = await mailedToken(TEST_ADMIN.email);
  expect(link).toMatch(/\/admin\/reset-password#token=/);
  let res = { body: null as unknown };
  const recorded = await auditTrail(t.database.db).during(async () => {
    res = await t.client().post('/api/password-reset', { token, password: 'new-brew-master-1' });
  });
  expect(res.body).toEqual({ account: 'staff' });
  // The audit trail names who reset their password, and holds neither the password nor the link.
  expect(recorded).toEqual([
    expect.objectContaining({
      action: 'staff.password-reset',
      actorEmail: TEST_ADMIN.email,
      entityLabel: TEST_ADMIN.email,
      changes: { before: {}, after: {} },
    }),
  ]);
  expect(JSON.stringify(recorded)).not.toMatch(/new-brew-master-1|\$argon2/);
  expect(JSON.stringify(recorded)).not.toContain(token);
  expect((await staffElsewhere.get('/api/admin/orders')).status).toBe(401);
  const login = (password: string) =>
    t.client().post('/api/admin/login', { email: TEST_ADMIN.email, password });
  expect((await login(TEST_ADMIN.password)).status).toBe(401);
  expect((await login('new-brew-master-1')).status).toBe(200);
});

test('a disabled staff account is answered like everyone but gets no link', async () => {
  await upsertAdmin(t.database.db, 'off@taproom.test', 'switched-off-1');
  await t.database.db
    .update(users)
    .set({ disabledAt: new Date() })
    .where(eq(users.email, 'off@taproom.test'));
  const asked = await requestLink('off@taproom.test', 'staff');
  expect(asked.status).toBe(202);
  expect(asked.body).toEqual({ message: RESET_REQUESTED });
  // A link asked for afterwards arrives: by then the disabled account's would have been sent too.
  await register('after-off@example.my');
  await requestLink('after-off@example.my');
  await mailedToken('after-off@example.my');
  expect(await mailsTo('off@taproom.test', 'password-reset')).toHaveLength(0);
});

test('malformed requests are refused with a clear 400', async () => {
  expect(
    (await t.client().post('/api/password-reset/request', { email: 'x', account: 'customer' })).status,
  ).toBe(400);
  expect(
    (await t.client().post('/api/password-reset/request', { email: 'a@b.my', account: 'root' })).status,
  ).toBe(400);
  const badToken = await t
    .client()
    .post('/api/password-reset', { token: 'short', password: 'fine-secret-1' });
  expect(badToken.status).toBe(400);
  expect(badToken.body.issues[0].message).toBe(RESET_LINK_INVALID);
});
