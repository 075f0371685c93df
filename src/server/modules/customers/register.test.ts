import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customers, sessions } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers))[0]?.n ?? 0;
const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
const registration = (email: string) => ({
  email,
  password: 'stout-secret1',
  firstName: 'Aina',
  lastName: 'Rahman',
  phone: '012-345 6789',
  address: 'No. 3, Jalan Setapak\nKuala Lumpur',
});

test('registering creates the account, signs the customer in and answers the profile', async () => {
  const client = t.client();
  const res = await client.post('/api/customer/register', registration('Aina@Example.MY'));
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ email: 'aina@example.my', firstName: 'Aina', lastName: 'Rahman' });
  expect(res.body).not.toHaveProperty('password');
  const profile = await client.get('/api/customer/profile');
  expect(profile.status).toBe(200);
  expect(profile.body).toMatchObject({ email: 'aina@example.my', phone: '+60123456789' });
});

test('the password is stored as an argon2id hash, never as typed', async () => {
  await t.client().post('/api/customer/register', registration('hash@example.my'));
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, 'hash@example.my'));
  expect(row?.password).toMatch(/^\$argon2id\$/);
  expect(row?.password).not.toContain('stout-secret1');
});

test('optional phone and address may be left out or blank and are then not provided', async () => {
  const client = t.client();
  const res = await client.post('/api/customer/register', {
    email: 'bare@example.my',
    password: 'stout-secret1',
    firstName: 'Bare',
    lastName: 'Minimum',
    phone: '  ',
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ phone: null, address: null });
});

test('an email already registered, in any letter case, gets 409 and no second account', async () => {
  await t.client().post('/api/customer/register', registration('twice@example.my'));
  const before = await customerCount();
  const res = await t.client().post('/api/customer/register', registration('  TWICE@example.MY '));
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ message: 'An account with this email already exists' });
  expect(await customerCount()).toBe(before);
});

test('bad registrations get 400 with the field messages and write nothing', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...registration('x@example.my'), email: 'not-an-email' }, 'Invalid email address'],
    [{ ...registration('x@example.my'), password: '12345' }, 'Password must be at least 6 characters'],
    [{ ...registration('x@example.my'), firstName: '  ' }, 'First name is required'],
    [{ ...registration('x@example.my'), lastName: '' }, 'Last name is required'],
    [{ ...registration('x@example.my'), firstName: 'A'.repeat(10_000) }, 'Must be at most 100 characters'],
    [{ ...registration('x@example.my'), isActive: false }, 'Unrecognized key: "isActive"'],
  ];
  const customersBefore = await customerCount();
  const sessionsBefore = await sessionCount();
  for (const [body, message] of cases) {
    const res = await t.client().post('/api/customer/register', body);
    expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(res.body.message).toBe(message);
  }
  expect(await customerCount()).toBe(customersBefore);
  expect(await sessionCount()).toBe(sessionsBefore);
});

test('a registration sent as a form instead of JSON gets 415 and writes nothing', async () => {
  const before = await customerCount();
  const res = await t.client().request('POST', '/api/customer/register', {
    body: 'email=form@example.my&password=secret1&firstName=F&lastName=G',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(415);
  expect(await customerCount()).toBe(before);
});
