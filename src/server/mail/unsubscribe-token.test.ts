import { expect, test } from 'vitest';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'k'.repeat(40);

test('a token names the address it was made for, lower-cased', () => {
  expect(verifyUnsubscribeToken(secret, createUnsubscribeToken(secret, 'Fan@Example.MY'))).toEqual({
    ok: true,
    email: 'fan@example.my',
  });
});

test('a token with a changed address, a changed signature or another secret is refused', () => {
  const token = createUnsubscribeToken(secret, 'fan@example.my');
  const [payload, signature] = token.split('.') as [string, string];
  const otherPayload = Buffer.from(JSON.stringify({ e: 'someone@example.my', x: 9_999_999_999 })).toString(
    'base64url',
  );
  expect(verifyUnsubscribeToken(secret, `${otherPayload}.${signature}`)).toEqual({
    ok: false,
    reason: 'invalid',
  });
  expect(verifyUnsubscribeToken(secret, `${payload}.${signature.slice(0, -2)}xx`)).toEqual({
    ok: false,
    reason: 'invalid',
  });
  expect(verifyUnsubscribeToken('z'.repeat(40), token)).toEqual({ ok: false, reason: 'invalid' });
  expect(verifyUnsubscribeToken(secret, 'not-a-token')).toEqual({ ok: false, reason: 'invalid' });
});

test('a token expires about a year after it was made', () => {
  const made = new Date('2025-01-01T00:00:00Z');
  const token = createUnsubscribeToken(secret, 'fan@example.my', made);
  expect(verifyUnsubscribeToken(secret, token, new Date('2025-12-31T00:00:00Z')).ok).toBe(true);
  expect(verifyUnsubscribeToken(secret, token, new Date('2026-01-02T00:00:00Z'))).toEqual({
    ok: false,
    reason: 'expired',
  });
});
