import { expect, test } from 'vitest';
import { resolveInitialTheme } from './theme.ts';

test('a stored theme wins over the system preference', () => {
  expect(resolveInitialTheme('light', true)).toBe('light');
  expect(resolveInitialTheme('dark', false)).toBe('dark');
});

test('without a stored theme the system dark preference decides, else light', () => {
  expect(resolveInitialTheme(null, true)).toBe('dark');
  expect(resolveInitialTheme(null, false)).toBe('light');
});

test('a corrupt stored value falls back to the system preference', () => {
  expect(resolveInitialTheme('purple', false)).toBe('light');
  expect(resolveInitialTheme('purple', true)).toBe('dark');
});
