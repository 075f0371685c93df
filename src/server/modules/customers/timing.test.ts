// Answer times (docs/rules/accounts.md): signing in to an unknown email takes as long as a wrong password,
// so sign-in does not tell which emails have accounts; registering a taken email, which its 409 says
// openly, still costs a password hash. Samples alternate between the two cases, each going first in turn,
// and their medians are compared with room for a busy machine: the leak these tests guard against, an
// answer that skips the hash, is ten times faster than one that spends it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashPassword, PASSWORD_COST, usePasswordCost } from '../../auth/password.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

const SAMPLES = 11;
let t: TestApp;
beforeAll(async () => {
  // At the shop's own hashing cost, which the other test files lower (test-support/cheap-passwords.ts).
  usePasswordCost(PASSWORD_COST);
  t = await startTestApp({ databaseOnDisk: true });
  const res = await t.client().post('/api/customer/register', account('taken@example.my'));
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

function account(email: string) {
  return { email, password: 'long-enough-pw', firstName: 'Tan', lastName: 'Mei' };
}

async function timed(send: () => Promise<{ status: number }>, status: number): Promise<number> {
  const started = performance.now();
  const res = await send();
  const elapsed = performance.now() - started;
  expect(res.status).toBe(status);
  return elapsed;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The faster median is more than half the slower one. */
function expectAlike(a: number[], b: number[]): void {
  const [ma, mb] = [median(a), median(b)];
  expect(Math.min(ma, mb), `medians ${ma.toFixed(1)} ms and ${mb.toFixed(1)} ms`).toBeGreaterThan(
    Math.max(ma, mb) / 2,
  );
}

test('registering a taken email costs as much as hashing its password', async () => {
  // A new account also writes the account and its session, so its answer is the slower of the two by
  // design; the taken email is held to the hash they share.
  const taken: number[] = [];
  const hashing: number[] = [];
  const answerTaken = async () =>
    taken.push(
      await timed(() => t.client().post('/api/customer/register', account('taken@example.my')), 409),
    );
  const hash = async () => {
    const started = performance.now();
    await hashPassword('long-enough-pw');
    hashing.push(performance.now() - started);
  };
  for (let i = 0; i < SAMPLES; i++) {
    const pair = i % 2 ? [hash, answerTaken] : [answerTaken, hash];
    for (const sample of pair) await sample();
  }
  const [answer, hashed] = [median(taken), median(hashing)];
  expect(answer, `answers ${answer.toFixed(1)} ms, hashing ${hashed.toFixed(1)} ms`).toBeGreaterThan(
    hashed / 2,
  );
});

test('signing in to an unknown email takes as long as a wrong password, past the failure limit too', async () => {
  // Each email is tried more often than its failures are allowed (five), as someone probing it would.
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const login = (email: string) => () =>
      t.client(`198.51.100.${i}`).post('/api/customer/login', { email, password: 'wrong-password' });
    const tryUnknown = async () => unknown.push(await timed(login('nobody@example.my'), 401));
    const tryWrong = async () => wrong.push(await timed(login('taken@example.my'), 401));
    for (const sample of i % 2 ? [tryWrong, tryUnknown] : [tryUnknown, tryWrong]) await sample();
  }
  expectAlike(unknown, wrong);
});
