// A radio group after the WAI-ARIA pattern, small enough for the storefront's first load
// (docs/decisions/015-first-load-without-framework-extras.md): the chosen option is the one Tab stop;
// arrow keys (and Home, End) move to another option and choose it; a click or Space chooses.
import type { ComponentProps } from 'react';
import { focusByArrowKey } from './arrow-keys.ts';

/** The options as a group; `children` are `RadioCard`s. */
export function RadioCards({ onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="radiogroup"
      // Focusable for scripts only: the chosen option is the one Tab stop.
      tabIndex={-1}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Moving to an option chooses it.
        focusByArrowKey(event, '[role="radio"]:not([disabled])', 'both')?.click();
      }}
      {...props}
    />
  );
}

/** One option; `tabStop` marks the option Tab lands on (the chosen one, else the first). */
export function RadioCard({
  checked,
  tabStop,
  onChoose,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick'> & { checked: boolean; tabStop: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      tabIndex={tabStop ? 0 : -1}
      onClick={onChoose}
      onKeyDown={(event) => {
        // Enter does not choose in a radio group (WAI-ARIA); Space does, as a click.
        if (event.key === 'Enter') event.preventDefault();
      }}
      {...props}
    />
  );
}
