// The Radix tooltip behind an icon-only control, loaded on the visitor's first pointer move, touch or key
// press (icon-button.tsx): it brings the positioning engine, which no page needs before then.
import type { FocusEvent, ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import { TOOLTIP_DELAY_MS } from './tooltip-timing.ts';

/**
 * Focus moved by a script (a dialog focusing its first button after a click) shows no tooltip; focus
 * reached with the keyboard does. A focus event cannot be cancelled, so the focus handler marks such a
 * focus, and the open the tooltip asks for while handling it is refused.
 */
let scriptedFocus = false;

function noteScriptedFocus(event: FocusEvent<HTMLElement>): void {
  if (event.currentTarget.matches(':focus-visible')) return;
  scriptedFocus = true;
  queueMicrotask(() => {
    scriptedFocus = false;
  });
}

export interface TooltipPopupProps {
  label: string;
  /** Marks the control, so focus can be found again when it is re-created with its tooltip. */
  anchor: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPointerEnter: () => void;
  children: ReactElement;
}

export function TooltipPopup({
  label,
  anchor,
  open,
  onOpenChange,
  onPointerEnter,
  children,
}: TooltipPopupProps) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root
        open={open}
        onOpenChange={(next) => {
          if (!next || !scriptedFocus) onOpenChange(next);
        }}
      >
        <Tooltip.Trigger
          asChild
          onFocus={noteScriptedFocus}
          onPointerEnter={onPointerEnter}
          data-tooltip-anchor={anchor}
        >
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
    </Tooltip.Provider>
  );
}
