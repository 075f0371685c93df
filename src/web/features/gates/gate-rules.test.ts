import { expect, test } from 'vitest';
import { accessCodeMatches, canSubmitAccessCode, gateStepFor } from './gate-rules.ts';

test('the access button is disabled for blank or whitespace-only input', () => {
  expect(canSubmitAccessCode('')).toBe(false);
  expect(canSubmitAccessCode('   \t')).toBe(false);
  expect(canSubmitAccessCode(' a ')).toBe(true);
});

test('only the configured code opens the gate, ignoring letter case and surrounding spaces', () => {
  expect(accessCodeMatches('TAPROOM', 'TAPROOM')).toBe(true);
  expect(accessCodeMatches('  TAPROOM ', 'TAPROOM')).toBe(true);
  expect(accessCodeMatches('taproom', 'TAPROOM')).toBe(true);
  expect(accessCodeMatches(' TapRoom\t', 'TAPROOM')).toBe(true);
  expect(accessCodeMatches('tap room', 'TAPROOM')).toBe(false);
  expect(accessCodeMatches('TAPROOM1', 'TAPROOM')).toBe(false);
});

test('a first visit meets the access gate, even when the age was confirmed before a reset', () => {
  expect(gateStepFor({ access: false, ageVerified: false })).toBe('access');
  expect(gateStepFor({ access: false, ageVerified: true })).toBe('access');
});

test('stored access leads to the age question until it is answered, then to the site', () => {
  expect(gateStepFor({ access: true, ageVerified: false })).toBe('age');
  expect(gateStepFor({ access: true, ageVerified: true })).toBe('none');
});
