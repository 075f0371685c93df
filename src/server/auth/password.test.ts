// Staff and customer passwords are stored as argon2id hashes at the OWASP cost (19 MiB, two passes), and
// only the right password matches.
import { beforeAll, expect, test } from 'vitest';
import { TEST_PASSWORD_COST } from '../test-support/cheap-passwords.ts';
import { hashPassword, PASSWORD_COST, usePasswordCost, verifyPassword } from './password.ts';

// The set-up file lowers the cost for the other test files (test-support/cheap-passwords.ts).
beforeAll(() => usePasswordCost(PASSWORD_COST));

test('a new password is hashed with argon2id at 19 MiB, two passes, one lane', async () => {
  const stored = await hashPassword('brewmaster-2026');
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  expect(stored).not.toContain('brewmaster-2026');
  expect(await verifyPassword('brewmaster-2026', stored)).toBe(true);
  expect(await verifyPassword('brewmaster-2027', stored)).toBe(false);
});

test('two hashes of one password differ (each has its own salt)', async () => {
  expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
});

test('a hash made at another cost still verifies, and a malformed one never matches', async () => {
  usePasswordCost(TEST_PASSWORD_COST);
  const stored = await hashPassword('long-enough-pw');
  usePasswordCost(PASSWORD_COST);
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  expect(await verifyPassword('long-enough-pw', stored)).toBe(true);
  expect(await verifyPassword('long-enough-pw', 'not-a-hash')).toBe(false);
});
