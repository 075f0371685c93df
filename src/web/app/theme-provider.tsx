import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { STORAGE_KEYS, writeStorage } from '../lib/browser/storage.ts';
import { applyTheme, readInitialTheme, type Theme } from './theme.ts';

type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);
  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
