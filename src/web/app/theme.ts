import { STORAGE_KEYS, readStorage } from '../lib/browser/storage.ts';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** docs/rules/interface.md: stored value, else the system dark preference, else light. Unknown stored values are ignored. */
export function resolveInitialTheme(stored: string | null, prefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return prefersDark ? 'dark' : 'light';
}

function systemPrefersDark(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  } catch {
    return false;
  }
}

/** Reads storage and the system preference; a storage failure counts as a stored "light". */
export function readInitialTheme(): Theme {
  return resolveInitialTheme(readStorage(STORAGE_KEYS.theme, 'light'), systemPrefersDark());
}

/** The theme is a class on the page root, `light` or `dark`, never both. */
export function applyTheme(
  theme: Theme,
  root: Pick<HTMLElement, 'classList' | 'style'> = document.documentElement,
): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
