// Arrow-key movement among a widget's items (WAI-ARIA tabs, accordion, radio group): the arrow keys of the
// widget's direction step to the next or previous item, wrapping round; Home and End go to the first and
// last. A key pressed with a modifier is left to the browser.
import type { KeyboardEvent } from 'react';

export type Direction = 'horizontal' | 'vertical' | 'both';

const FORWARD: Record<Direction, string[]> = {
  horizontal: ['ArrowRight'],
  vertical: ['ArrowDown'],
  both: ['ArrowRight', 'ArrowDown'],
};
const BACKWARD: Record<Direction, string[]> = {
  horizontal: ['ArrowLeft'],
  vertical: ['ArrowUp'],
  both: ['ArrowLeft', 'ArrowUp'],
};

/** Focuses the item (matching `selector` inside the widget) the key moves to, and returns it. */
export function focusByArrowKey(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  direction: Direction,
): HTMLElement | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const index = items.findIndex((item) => item === document.activeElement);
  if (index < 0) return null;
  const count = items.length;
  let next: number;
  if (FORWARD[direction].includes(event.key)) next = (index + 1) % count;
  else if (BACKWARD[direction].includes(event.key)) next = (index - 1 + count) % count;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = count - 1;
  else return null;
  event.preventDefault();
  const item = items[next] ?? null;
  item?.focus();
  return item;
}
