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

test('several hits in one statement answer as if each were counted alone, in the order given', async () => {
  const limiter = createRateLimiter(t.database.db);
  const other = { name: 'test-other-counter', max: 3, windowSeconds: 60 };
  expect((await limiter.hit(limit, 'shared')).hits).toBe(1);
  const results = await limiter.hitEach([
    { limit, subject: 'shared' },
    { limit: other, subject: 'shared' },
    { limit, subject: 'shared' },
  ]);
  expect(results.map(({ allowed, hits }) => ({ allowed, hits }))).toEqual([
    { allowed: true, hits: 2 },
    { allowed: true, hits: 1 },
    { allowed: false, hits: 3 },
  ]);
  expect(results.every((result) => result.retryAfterSeconds >= 59)).toBe(true);
  // Both counters kept what the three hits counted.
  expect((await limiter.hit(limit, 'shared')).hits).toBe(4);
  expect((await limiter.hit(other, 'shared')).hits).toBe(2);
});

test('hits counted in turn stop at the first refused one and leave the counters after it as they were', async () => {
  const limiter = createRateLimiter(t.database.db);
  const address = { name: 'test-address', max: 1, windowSeconds: 60 };
  const email = { name: 'test-email', max: 2, windowSeconds: 3600 };
  const inTurn = (from: string) =>
    limiter.hitInTurn([
      { limit: address, subject: from },
      { limit: email, subject: 'victim@example.my' },
    ]);
  expect(await inTurn('one')).toMatchObject([
    { allowed: true, hits: 1 },
    { allowed: true, hits: 1 },
  ]);
  // The address is used up: the email's counter is not touched.
  const refused = await inTurn('one');
  expect(refused).toMatchObject([{ allowed: false, hits: 2 }]);
  expect(refused[0]!.retryAfterSeconds).toBeGreaterThan(50);
  expect(await inTurn('two')).toMatchObject([
    { allowed: true, hits: 1 },
    { allowed: true, hits: 2 },
  ]);
  const overEmail = await inTurn('three');
  expect(overEmail).toMatchObject([
    { allowed: true, hits: 1 },
    { allowed: false, hits: 3 },
  ]);
  expect(overEmail[1]!.retryAfterSeconds).toBeGreaterThan(3500);
  await expect(
    limiter.hitInTurn([
      { limit: address, subject: 'same' },
      { limit: address, subject: 'same' },
    ]),
  ).rejects.toThrow(/once/);
});
