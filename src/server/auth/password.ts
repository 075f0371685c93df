// Password hashing with argon2id from node:crypto, OWASP parameters (19 MiB, t=2, p=1).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const argon2 = promisify(crypto.argon2);

export interface PasswordCost {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}
/** What every new hash costs in the shop. */
export const PASSWORD_COST: PasswordCost = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 };
let cost = PASSWORD_COST;

/**
 * Tests only: new hashes use `next` instead (docs/architecture.md, "Test speed"). A stored hash names
 * its own cost, so verifying works whatever the cost in use.
 */
export function usePasswordCost(next: PasswordCost): void {
  cost = next;
  dummyHash = undefined;
}

async function derive(password: string, nonce: Buffer, params: PasswordCost): Promise<Buffer> {
  return argon2('argon2id', { message: password, nonce, ...params });
}

/** Returns a PHC-style string: $argon2id$v=19$m=...,t=...,p=...$salt$hash (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await derive(password, salt, cost);
  const { memory, passes, parallelism } = cost;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[5] ?? '', 'base64');
  const params = {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  };
  const actual = await derive(password, Buffer.from(match[4] ?? '', 'base64'), params);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
