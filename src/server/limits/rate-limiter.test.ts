// The counter itself, on the database the run uses: hits inside a caller's transaction never wait on
// the limiter's own clean-up of expired rows.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { createRateLimiter } from './rate-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const limit = { name: 'test-counter', max: 2, windowSeconds: 60 };

test('a hit inside a transaction, when the expired-row sweep is due, completes and counts', async () => {
  const limiter = createRateLimiter(t.database.db);
  expect((await limiter.hit(limit, 'first')).hits).toBe(1);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
  try {
    const inside = await t.database.db.transaction((tx) => limiter.hit(limit, 'second', tx));
    expect(inside).toMatchObject({ allowed: true, hits: 1 });
    expect((await limiter.hit(limit, 'second')).hits).toBe(2);
    expect((await limiter.hit(limit, 'second')).allowed).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});
