// Vitest set-up file: in-process test apps hash passwords at the smallest argon2id cost, since hashing at
// the shop's cost is most of what a sign-in costs. The shop's own cost is tested in auth/password.test.ts
// and by the answer-time tests, and server processes started by tests always use it.
import { usePasswordCost, type PasswordCost } from '../auth/password.ts';

export const TEST_PASSWORD_COST: PasswordCost = { memory: 64, passes: 1, parallelism: 1, tagLength: 32 };
usePasswordCost(TEST_PASSWORD_COST);
