import { useEffect, useState, type ComponentType } from 'react';
import { useToast } from './use-toast.ts';

const loadToaster = () => import('./toaster.tsx');

/** Resolves once toasts can be shown; for callers that must be sure a toast was seen (e.g. before a redirect). */
export function preloadToaster(): Promise<void> {
  return loadToaster().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Keeps the Radix toaster out of the first load: it is fetched once the page is idle, or by the first toast
 * (which the store keeps until the toaster mounts).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (Toaster) return;
    let active = true;
    const load = () =>
      void loadToaster()
        .then((m) => {
          if (active) setToaster(() => m.Toaster);
        })
        .catch((error: unknown) => console.warn('Could not load notifications', error));
    if (needed) {
      load();
    } else if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 2000 });
      return () => {
        active = false;
        cancelIdleCallback(handle);
      };
    } else {
      const timer = setTimeout(load, 1000);
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }
    return () => {
      active = false;
    };
  }, [Toaster, needed]);

  return Toaster ? <Toaster /> : null;
}
