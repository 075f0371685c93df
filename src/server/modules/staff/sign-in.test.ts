import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { upsertAdmin } from './staff-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitScale: 1 });
  await upsertAdmin(t.database.db, 'Brewer@Taproom.test', 'correct-horse-battery');
});
afterAll(() => t.close());

test('GET /api/login sends the browser to the staff sign-in page', async () => {
  const res = await t.client().get('/api/login');
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/admin/login');
});

test('a visitor is not an admin: the probe answers 200 with null, so the console stays quiet', async () => {
  const res = await t.client().get('/api/auth/user');
  expect(res.status).toBe(200);
  expect(res.body).toBeNull();
});

test('a wrong password and an unknown email get the same generic 401', async () => {
  const wrong = await t
    .client()
    .post('/api/admin/login', { email: 'brewer@taproom.test', password: 'nope-nope' });
  const unknown = await t
    .client()
    .post('/api/admin/login', { email: 'nobody@taproom.test', password: 'nope-nope' });
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect(wrong.body).toEqual(unknown.body);
});

test('staff sign in case-insensitively, get a fresh session id, and sign out with /api/logout', async () => {
  const client = t.client();
  client.cookies.set('sid', 'an-old-session-id-that-was-planted');
  const login = await client.post('/api/admin/login', {
    email: 'BREWER@taproom.test',
    password: 'correct-horse-battery',
  });
  expect(login.status).toBe(200);
  const sid = client.cookies.get('sid');
  expect(sid).toBeDefined();
  expect(sid).not.toBe('an-old-session-id-that-was-planted');
  const user = await client.get('/api/auth/user');
  expect(user.body).toMatchObject({ email: 'brewer@taproom.test', role: 'owner' });

  const logout = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
  expect(logout.status).toBe(302);
  expect(logout.headers.get('location')).toBe('/');
  expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid!))).toHaveLength(0);

  const replay = t.client();
  replay.cookies.set('sid', sid!);
  expect((await replay.get('/api/auth/user')).body).toBeNull();
});

test('after five failures from one address, that address waits even with the right password', async () => {
  await upsertAdmin(t.database.db, 'locked@taproom.test', 'right-password-1');
  for (let i = 0; i < 5; i++) {
    await t.client().post('/api/admin/login', { email: 'locked@taproom.test', password: `wrong-${i}-xx` });
  }
  const res = await t
    .client()
    .post('/api/admin/login', { email: 'locked@taproom.test', password: 'right-password-1' });
  expect(res.status).toBe(429);
});

test('sign-in input is validated with field messages', async () => {
  const res = await t.client().post('/api/admin/login', { email: 'not-an-email', password: '1' });
  expect(res.status).toBe(400);
  expect(res.body.issues).toEqual([
    { path: 'email', message: 'Invalid email address' },
    { path: 'password', message: 'Password must be at least 6 characters' },
  ]);
});
