import { expect, test } from 'vitest';
import { applyTheme, resolveInitialTheme } from './theme.ts';

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

test('the theme is applied as its own class on the page root, replacing the other one', () => {
  const classes = new Set<string>(['font-sans']);
  const root = {
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
    } as unknown as DOMTokenList,
    style: {} as CSSStyleDeclaration,
  };
  applyTheme('light', root);
  expect([...classes].sort()).toEqual(['font-sans', 'light']);
  expect(root.style.colorScheme).toBe('light');
  applyTheme('dark', root);
  expect([...classes].sort()).toEqual(['dark', 'font-sans']);
  applyTheme('light', root);
  expect([...classes].sort()).toEqual(['font-sans', 'light']);
});
