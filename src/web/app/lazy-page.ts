import { createElement, use, type ComponentType } from 'react';
import { withTexts } from './i18n.ts';
import type { TextGroup } from './text-groups.ts';

/** A screen whose chunk is fetched the first time it is shown or navigated to. */
export type LazyScreen<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A screen in a chunk of its own, fetched the first time it is needed (docs/architecture.md, budgets), with
 * its own part of the texts when it has one. `preload` lets a navigation wait for it before the address
 * changes, so the address and the screen change together.
 */
export function page<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  texts?: TextGroup,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= (texts ? withTexts(texts, load) : load()).then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Screen(props: Props) {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(Screen, { preload });
}
