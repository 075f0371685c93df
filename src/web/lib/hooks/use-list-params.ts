// A back-office list's state lives in the address (docs/decisions/008-paged-admin-lists.md): page,
// search, filters and sorting can be shared as a link, and Back returns to the previous page of results.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  /** The page shown, from 1. */
  page: number;
  /** A parameter's value, '' when absent. */
  get: (name: string) => string;
  /** A parameter that must be one of `choices`: its value, or `fallback` when absent or unknown. */
  choice: <V extends string>(name: string, choices: readonly V[], fallback: V) => V;
  /** Sets (or, with '' or undefined, removes) parameters; any change but a new page goes back to page 1. */
  update: (changes: Record<string, string | undefined>) => void;
  /** The address of another page of the same results. */
  pageHref: (page: number) => string;
  /** The API query: the page, its size and the named parameters that are set. */
  apiQuery: (names: readonly string[], pageSize: number) => string;
}

/** The address a change asked for, and the one shown when it was asked. */
interface AskedAddress {
  shown: string;
  next: URLSearchParams;
}

export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  // React Router builds a change on the parameters of the last render, and the render of a list's new
  // address waits for its results, so a change made meanwhile (the To day typed right after the From day)
  // would drop the one before it. Until the page shows the address last asked for, a change builds on that.
  const asked = useRef<AskedAddress | null>(null);
  const shown = params.toString();
  useEffect(() => {
    if (asked.current?.next.toString() === shown) asked.current = null;
  }, [shown]);
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  return {
    page,
    get: (name) => params.get(name) ?? '',
    choice: (name, choices, fallback) => choices.find((c) => c === params.get(name)) ?? fallback,
    update: (changes) => {
      const next = new URLSearchParams(asked.current?.shown === shown ? asked.current.next : params);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in changes)) next.delete('page');
      asked.current = { shown, next };
      setParams(next);
    },
    pageHref: (target) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
    apiQuery: (names, pageSize) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      for (const name of names) {
        const value = params.get(name);
        if (value) query.set(name, value);
      }
      return query.toString();
    },
  };
}
