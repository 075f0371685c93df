import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { REQUEST_LIMIT } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('one address asking for many reset links is rate limited with 429, whichever emails it names', async () => {
  const ask = (i: number) =>
    t.client().post('/api/password-reset/request', { email: `guess${i}@example.my`, account: 'customer' });
  for (let i = 0; i < REQUEST_LIMIT.max; i++) expect((await ask(i)).status).toBe(202);
  const limited = await ask(REQUEST_LIMIT.max);
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBeTruthy();
});
