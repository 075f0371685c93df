import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { onFirstInteraction } from '../../lib/browser/first-interaction.ts';
import { useToast } from './use-toast.ts';

const loadToaster = () => import('./toaster.tsx');

/** Resolves once toasts can be shown; for callers that must be sure a toast was seen (e.g. before a redirect). */
export function preloadToaster(): Promise<void> {
  return loadToaster().then(
    () => undefined,
    () => undefined,
  );
}

let interacted = false;
const interactionListeners = new Set<() => void>();
onFirstInteraction(() => {
  interacted = true;
  interactionListeners.forEach((listener) => listener());
});
const subscribeToInteraction = (listener: () => void) => {
  interactionListeners.add(listener);
  return () => interactionListeners.delete(listener);
};

/**
 * Keeps the Radix toaster out of the first load: it is fetched at the visitor's first pointer move, touch
 * or key press, before anything they do can raise a toast, or by the first toast (which the store keeps
 * until the toaster mounts).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const hasInteracted = useSyncExternalStore(
    subscribeToInteraction,
    () => interacted,
    () => false,
  );
  const needed = toasts.length > 0 || hasInteracted;

  useEffect(() => {
    if (Toaster || !needed) return;
    let active = true;
    loadToaster()
      .then((m) => {
        if (active) setToaster(() => m.Toaster);
      })
      .catch((error: unknown) => console.warn('Could not load notifications', error));
    return () => {
      active = false;
    };
  }, [Toaster, needed]);

  return Toaster ? <Toaster /> : null;
}
