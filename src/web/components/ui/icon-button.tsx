// A button that shows only an icon: its label is both its accessible name and a tooltip, which appears
// after the pointer rests on the button for 700 ms (the TooltipProvider's delay) or at once on keyboard
// focus.
import type { FocusEvent, ReactElement, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { Button, type ButtonProps } from './button.tsx';

/** How long the pointer rests on an icon-only button before its tooltip appears. */
export const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</Tooltip.Provider>;
}

export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'title' | 'asChild'> & {
  /** What the button does, e.g. "Switch to dark mode". */
  label: string;
};

export function IconButton({ label, variant = 'ghost', ...props }: IconButtonProps) {
  return (
    <WithTooltip label={label}>
      <Button variant={variant} size="icon" aria-label={label} {...props} />
    </WithTooltip>
  );
}

/**
 * Focus moved by a script (a dialog focusing its first button after a click) shows no tooltip; focus
 * reached with the keyboard does.
 */
function skipUnlessKeyboardFocus(event: FocusEvent<HTMLElement>): void {
  if (!event.currentTarget.matches(':focus-visible')) event.preventDefault();
}

/** Gives an icon-only control (which must carry the same text as its aria-label) its tooltip. */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild onFocus={skipUnlessKeyboardFocus}>
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md data-[state=delayed-open]:animate-fade-in"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
