import { expect, test } from 'vitest';
import { accessCodeMatches, canSubmitAccessCode } from './gate-rules.ts';

test('the access button is disabled for blank or whitespace-only input', () => {
  expect(canSubmitAccessCode('')).toBe(false);
  expect(canSubmitAccessCode('   \t')).toBe(false);
  expect(canSubmitAccessCode(' a ')).toBe(true);
});

test('only the configured code opens the gate, ignoring surrounding spaces', () => {
  expect(accessCodeMatches('TAPROOM', 'TAPROOM')).toBe(true);
  expect(accessCodeMatches('  TAPROOM ', 'TAPROOM')).toBe(true);
  expect(accessCodeMatches('taproom', 'TAPROOM')).toBe(false);
  expect(accessCodeMatches('TAPROOM1', 'TAPROOM')).toBe(false);
});
