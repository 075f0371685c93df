import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('one address sending many sign-in attempts is rate limited with 429, whichever accounts it names', async () => {
  const statuses: number[] = [];
  // Malformed passwords keep the attempts cheap (no hashing); the limit counts every attempt.
  for (let i = 0; i < 30; i++) {
    const res = await t
      .client()
      .post('/api/customer/login', { email: `guess${i}@example.my`, password: '123' });
    statuses.push(res.status);
  }
  expect(statuses.every((s) => s === 400)).toBe(true);
  const limited = await t
    .client()
    .post('/api/customer/login', { email: 'real@example.my', password: 'stout-secret1' });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBeTruthy();
  // Registration on the same address keeps its own budget.
  const register = await t
    .client()
    .post('/api/customer/register', { email: 'x', password: 'stout-secret1', firstName: 'A', lastName: 'B' });
  expect(register.status).toBe(400);
});
