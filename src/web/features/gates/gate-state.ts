// Whether the visitor is past both gates, as the app reads it. static-gates.ts, which drives the gates'
// markup in the browser, keeps it; the server renders the site behind the gates' overlay and knows nothing
// of them (docs/decisions/020-gates-and-theme-on-the-server.md).
import type { Language } from '../../../shared/config.ts';

let passed = false;
const listeners = new Set<() => void>();

export function gatesPassed(): boolean {
  return passed;
}

export function setGatesPassed(next: boolean): void {
  if (next === passed) return;
  passed = next;
  for (const listener of listeners) listener();
}

/** Calls back whenever the gates open or close again (the development reset). */
export function onGatesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const languageListeners = new Set<(language: Language) => void>();

/** The visitor picked a language on the gates; the site behind them follows (language-provider.tsx). */
export function announceGateLanguage(language: Language): void {
  for (const listener of languageListeners) listener(language);
}

export function onGateLanguage(listener: (language: Language) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}
