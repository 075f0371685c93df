import { useSyncExternalStore, type ReactNode } from 'react';
import { gatesPassed, onGatesChange } from './gate-state.ts';

/** The server renders the site behind the gates' overlay; hydration starts from that. */
const renderedOnServer = () => true;

/**
 * The gates themselves are static markup in index.html (static-gates.ts); the site (storefront, customer and
 * admin alike) shows only once both are passed, and disappears again when access is reset.
 */
export function SiteGates({ children }: { children: ReactNode }) {
  const passed = useSyncExternalStore(onGatesChange, gatesPassed, renderedOnServer);
  return passed ? children : null;
}
