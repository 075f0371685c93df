import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIMITS } from '../../limits/policies.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

const ask = (email: string) => t.client().post('/api/password-reset/request', { email, account: 'customer' });

test('one email can be sent only a few reset links an hour, from any address', async () => {
  for (let i = 0; i < LIMITS.resetRequestsPerEmail.max; i++)
    expect((await ask('target@example.my')).status).toBe(202);
  const limited = await ask('TARGET@example.my');
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBeTruthy();
});

test('one address asking for many reset links is rate limited, whichever emails it names', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMITS.resetRequestsPerAddress.max; i++)
    statuses.push((await ask(`guess${i}@example.my`)).status);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(LIMITS.resetRequestsPerAddress.max);
});
