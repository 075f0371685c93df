import { lazy, type ComponentType } from 'react';

/** A screen in a chunk of its own, fetched the first time it is shown (docs/architecture.md, budgets). */
export function page<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
