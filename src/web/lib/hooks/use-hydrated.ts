import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a server-rendered page waits for its script, true once React runs it. A form's submit
 * button stays disabled until then, so a click before hydration never posts the form natively (which
 * would put what was typed, a password included, into a request the server does not serve).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
