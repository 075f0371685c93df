import { lazy, type ComponentType } from 'react';
import { withTexts } from './i18n.ts';
import type { TextGroup } from './text-groups.ts';

/**
 * A screen in a chunk of its own, fetched the first time it is shown (docs/architecture.md, budgets), with
 * its own part of the texts when it has one.
 */
export function page<Props extends object>(load: () => Promise<ComponentType<Props>>, texts?: TextGroup) {
  return lazy(async () => ({ default: await (texts ? withTexts(texts, load) : load()) }));
}
