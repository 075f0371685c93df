// The storefront's reads (catalogue, business profile, who is signed in), kept in memory by key without a
// query library on the first load (docs/decisions/015-first-load-without-framework-extras.md). The rules
// are the ones the shop's reads always had: an answer is fresh for five minutes; a screen that mounts with
// a stale or failed answer reads again; no retries and no refetch on window focus; a changed read
// (invalidate) is read again at once where it is shown, and later elsewhere.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export type ReadKey = readonly unknown[];
type Status = 'pending' | 'success' | 'error';

interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  status: Status;
  isFetching: boolean;
  updatedAt: number;
}

interface Entry<T> {
  key: ReadKey;
  state: ReadState<T>;
  invalidated: boolean;
  /** Bumped by a reset, so an answer to an older request is dropped. */
  generation: number;
  running: Promise<void> | null;
  fetcher: (() => Promise<T>) | null;
  listeners: Set<() => void>;
}

export interface ReadResult<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<void>;
}

const FRESH_MS = 5 * 60 * 1000;
const INITIAL: ReadState<never> = {
  data: undefined,
  error: null,
  status: 'pending',
  isFetching: false,
  updatedAt: 0,
};
const entries = new Map<string, Entry<unknown>>();

function entryFor<T>(key: ReadKey): Entry<T> {
  const id = JSON.stringify(key);
  let entry = entries.get(id) as Entry<T> | undefined;
  if (!entry) {
    entry = {
      key,
      state: INITIAL,
      invalidated: false,
      generation: 0,
      running: null,
      fetcher: null,
      listeners: new Set(),
    };
    entries.set(id, entry);
  }
  return entry;
}

function update<T>(entry: Entry<T>, change: Partial<ReadState<T>>): void {
  entry.state = { ...entry.state, ...change };
  for (const listener of entry.listeners) listener();
}

function isStale(entry: Entry<unknown>): boolean {
  const { status, updatedAt } = entry.state;
  return entry.invalidated || status !== 'success' || Date.now() - updatedAt > FRESH_MS;
}

function fetchEntry<T>(entry: Entry<T>): Promise<void> {
  const fetcher = entry.fetcher;
  if (entry.running || !fetcher) return entry.running ?? Promise.resolve();
  const generation = entry.generation;
  update(entry, { isFetching: true });
  const settle = (change: Partial<ReadState<T>>) => {
    entry.running = null;
    if (generation !== entry.generation) return;
    update(entry, { ...change, isFetching: false });
  };
  entry.running = fetcher().then(
    (data) => {
      entry.invalidated = false;
      settle({ data, error: null, status: 'success', updatedAt: Date.now() });
    },
    (error: unknown) => settle({ error, status: 'error' }),
  );
  return entry.running;
}

function matching(prefix: ReadKey): Entry<unknown>[] {
  return [...entries.values()].filter((entry) =>
    prefix.every((part, index) => JSON.stringify(entry.key[index]) === JSON.stringify(part)),
  );
}

/** Marks the reads under `prefix` changed; those on screen read again now (after a read in flight). */
export function invalidateReads(prefix: ReadKey): Promise<void> {
  const reads = matching(prefix).map((entry) => {
    entry.invalidated = true;
    if (entry.listeners.size === 0) return Promise.resolve();
    return (entry.running ?? Promise.resolve()).then(() => fetchEntry(entry));
  });
  return Promise.all(reads).then(() => undefined);
}

/** Forgets the answers under `prefix` (an empty prefix: every answer); those on screen read again. */
export function resetReads(prefix: ReadKey = []): Promise<void> {
  const reads = matching(prefix).map((entry) => {
    entry.generation += 1;
    entry.running = null;
    entry.invalidated = false;
    update(entry, INITIAL);
    return entry.listeners.size > 0 ? fetchEntry(entry) : Promise.resolve();
  });
  return Promise.all(reads).then(() => undefined);
}

/** Stores an answer the app already has (a sign-in returns the signed-in account). */
export function setReadData<T>(key: ReadKey, data: T): void {
  const entry = entryFor<T>(key);
  entry.generation += 1;
  entry.running = null;
  entry.invalidated = false;
  update(entry, { data, error: null, status: 'success', isFetching: false, updatedAt: Date.now() });
}

/** Starts reading `key` before the screen that shows it is there, unless a fresh answer or a read is. */
export function prefetchRead<T>(key: ReadKey, fetcher: () => Promise<T>): void {
  const entry = entryFor<T>(key);
  entry.fetcher ??= fetcher;
  if (isStale(entry)) void fetchEntry(entry);
}

/** The answer kept for `key`, if any. */
export function readData<T>(key: ReadKey): T | undefined {
  return entries.get(JSON.stringify(key))?.state.data as T | undefined;
}

/**
 * Reads `key` with `fetcher` and keeps the screen up to date with its answer. `placeholder` is shown
 * (as a success) while the first answer for this key is on its way; it receives what the screen showed
 * before, for another key.
 */
export function useRead<T>(
  key: ReadKey,
  fetcher: () => Promise<T>,
  placeholder?: (previous: T | undefined) => T | undefined,
): ReadResult<T> {
  const entry = entryFor<T>(key);
  entry.fetcher = fetcher;
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  // The server renders with the reads it seeded, and the browser hydrates with the same (first-reads.ts).
  const read = () => entry.state;
  const state = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (isStale(entry)) void fetchEntry(entry);
  }, [entry]);

  const [shown, setShown] = useState<T | undefined>(undefined);
  const stand = state.status === 'pending' && placeholder ? placeholder(shown) : undefined;
  const data = state.data ?? stand;
  if (data !== undefined && data !== shown) setShown(data);
  const status: Status = stand !== undefined ? 'success' : state.status;
  return {
    data,
    error: state.error,
    isPending: status === 'pending',
    // A read with no answer yet is always on its way: the effect above starts it.
    isLoading: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
    refetch: () => fetchEntry(entry),
  };
}
