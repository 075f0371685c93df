import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, writeStorage } from '../lib/browser/storage.ts';
import { applyTheme, readInitialTheme, type Theme } from './theme.ts';

// The page root already has the visitor's theme class before anything paints (src/web/first-paint.ts);
// the app reads it from there and changes it only when the visitor does.
let current: Theme | null = null;
const listeners = new Set<() => void>();
const readTheme = (): Theme => (current ??= readInitialTheme());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/**
 * The server cannot know the theme, so it draws the light one's controls and hydration starts from the same;
 * the theme toggle shows the visitor's own right after (docs/decisions/020-gates-and-theme-on-the-server.md).
 */
const serverTheme = (): Theme => 'light';

function setTheme(next: Theme): void {
  writeStorage(STORAGE_KEYS.theme, next);
  current = next;
  applyTheme(next);
  listeners.forEach((listener) => listener());
}

const toggleTheme = () => setTheme(readTheme() === 'dark' ? 'light' : 'dark');

/**
 * The visitor's theme and the means to change it. Each control that shows the theme reads it itself, with
 * no provider above the page: a provider's value changing while the page hydrates (the dark theme after the
 * server's light one) would make React hydrate the whole page in one long task
 * (docs/decisions/039-no-urgent-update-during-hydration.md).
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);
  return { theme, setTheme, toggleTheme };
}
