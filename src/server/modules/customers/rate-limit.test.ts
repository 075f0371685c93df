import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('one address trying many different accounts is rate limited with 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 32; i++) {
    const res = await t.client().post('/api/customer/login', { email: `guess${i}@example.my`, password: 'secret1' });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
});
