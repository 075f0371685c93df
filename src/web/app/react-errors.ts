// What the app does with an error React recovers from or catches (the options of hydrateRoot and
// createRoot). A hydration mismatch is the main one: React draws the page afresh in the browser and
// reports it here. In development it shows as Vite's error overlay over the page, never only as a console
// line, and so does React's console error about attributes the server drew otherwise; a production build
// logs it to the console and shows shoppers nothing (docs/decisions/040-hydration-errors-and-dehydrated-reads.md).
import type { RootOptions } from 'react-dom/client';

/** Vite's overlay element, which its client script defines in development. */
const OVERLAY = 'vite-error-overlay';

type OverlayError = { message: string; stack: string; plugin?: string };

function showOverlay(message: string, stack = ''): void {
  const Overlay = customElements.get(OVERLAY);
  if (!Overlay) return;
  // One overlay at a time, as Vite keeps it; the first error of a page stays on it.
  if (document.querySelector(OVERLAY)) return;
  const error: OverlayError = { message, stack, plugin: 'react-dom' };
  document.body.append(new Overlay(error));
}

function report(kind: string, error: unknown, info: { componentStack?: string }): void {
  if (import.meta.env.DEV) {
    const message = error instanceof Error ? error.message : String(error);
    showOverlay(
      `${kind}: ${message}`,
      info.componentStack ?? (error instanceof Error ? (error.stack ?? '') : ''),
    );
  }
  console.error(`${kind}:`, error, info.componentStack ?? '');
}

/** React's console errors about hydration (development builds of React write them; no callback gets them). */
function overlayHydrationConsoleErrors(): void {
  const write = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    write(...parts);
    const text = parts.map(String).join(' ');
    if (/hydrat/i.test(text)) showOverlay(text);
  };
}

/** The error options of the app's root. */
export function rootErrorOptions(): Pick<
  RootOptions,
  'onRecoverableError' | 'onCaughtError' | 'onUncaughtError'
> {
  if (import.meta.env.DEV) overlayHydrationConsoleErrors();
  return {
    onRecoverableError: (error, info) => report('React recovered from an error', error, info),
    onCaughtError: (error, info) => report('React caught an error', error, info),
    onUncaughtError: (error, info) => report('React stopped on an error', error, info),
  };
}
