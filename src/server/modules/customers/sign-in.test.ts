import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customers, sessions } from '../../db/schema.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function registered(email: string, password = 'stout-secret1'): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/customer/register', {
    email,
    password,
    firstName: 'Wei',
    lastName: 'Ling',
  });
  expect(res.status).toBe(201);
  return client;
}

test('signing in with the right password, in any email case, answers the profile and a session', async () => {
  await registered('signin@example.my');
  const client = t.client();
  const res = await client.post('/api/customer/login', {
    email: 'SignIn@Example.my',
    password: 'stout-secret1',
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ email: 'signin@example.my', firstName: 'Wei' });
  expect((await client.get('/api/customer/profile')).status).toBe(200);
});

test('a wrong password and an unknown email get the same 401 answer', async () => {
  await registered('same@example.my');
  const wrong = await t
    .client()
    .post('/api/customer/login', { email: 'same@example.my', password: 'wrong-one' });
  const unknown = await t
    .client()
    .post('/api/customer/login', { email: 'nobody@example.my', password: 'stout-secret1' });
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect(wrong.body).toEqual({ message: 'Invalid email or password' });
  expect(unknown.body).toEqual(wrong.body);
});

test('the session id changes at sign-in and the old id no longer works', async () => {
  const client = await registered('rotate@example.my');
  const before = client.cookies.get('sid');
  const res = await client.post('/api/customer/login', {
    email: 'rotate@example.my',
    password: 'stout-secret1',
  });
  expect(res.status).toBe(200);
  const after = client.cookies.get('sid');
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  const stale = await t.client().get('/api/customer/orders', { cookie: `sid=${before}` });
  expect(stale.status).toBe(401);
});

test('signing out deletes the session and the old cookie then gets 401', async () => {
  const client = await registered('logout@example.my');
  const sid = client.cookies.get('sid') ?? '';
  const res = await client.post('/api/customer/logout');
  expect(res.status).toBe(204);
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.sid, sid));
  expect(row?.n).toBe(0);
  expect((await t.client().get('/api/customer/profile', { cookie: `sid=${sid}` })).body).toBeNull();
  expect((await t.client().get('/api/customer/orders', { cookie: `sid=${sid}` })).status).toBe(401);
});

test('a deactivated account can no longer sign in or read its profile', async () => {
  const client = await registered('inactive@example.my');
  await t.database.db
    .update(customers)
    .set({ isActive: false })
    .where(eq(customers.email, 'inactive@example.my'));
  expect((await client.get('/api/customer/profile')).body).toBeNull();
  expect((await client.get('/api/customer/orders')).status).toBe(401);
  const res = await t
    .client()
    .post('/api/customer/login', { email: 'inactive@example.my', password: 'stout-secret1' });
  expect(res.status).toBe(401);
});

test('bad sign-in payloads get 400 with the field message and create no session', async () => {
  const before = (await t.database.db.select({ n: count() }).from(sessions))[0]?.n;
  const bad = await t.client().post('/api/customer/login', { email: 'nope', password: 'stout-secret1' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('Invalid email address');
  const short = await t.client().post('/api/customer/login', { email: 'a@example.my', password: '123' });
  expect(short.body.message).toBe('Password must be at least 6 characters');
  const extra = await t
    .client()
    .post('/api/customer/login', { email: 'a@example.my', password: 'stout-secret1', customerId: 'x' });
  expect(extra.status).toBe(400);
  expect((await t.database.db.select({ n: count() }).from(sessions))[0]?.n).toBe(before);
});
