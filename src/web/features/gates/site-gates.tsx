import { useSyncExternalStore, type ReactNode } from 'react';
import { gatesPassed, onGatesChange } from './static-gates.ts';

/**
 * The gates themselves are static markup in index.html (static-gates.ts); the site (storefront, customer and
 * admin alike) renders only once both are passed, and disappears again when access is reset.
 */
export function SiteGates({ children }: { children: ReactNode }) {
  const passed = useSyncExternalStore(onGatesChange, gatesPassed);
  return passed ? children : null;
}
