// A tiny global toast store, so toasts can be raised from anywhere (mutations, guards) without prop drilling.
import { useSyncExternalStore, type ReactNode } from 'react';

/** docs/rules/interface.md: one toast at a time; a new one replaces the previous. */
const TOAST_LIMIT = 1;
/** docs/rules/interface.md: a dismissed toast stays in the store this long before it is dropped. */
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ReactNode;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): ToastItem[] => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
