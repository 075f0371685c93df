// A button that shows only an icon: its label is both its accessible name and a tooltip, which appears
// after the pointer rests on the button for 700 ms or at once on keyboard focus; moving straight on to the
// next icon shows its tooltip at once. The tooltip itself (tooltip-popup.tsx) loads on the visitor's first
// pointer move, touch or key press; until then the control is the same button without it.
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactElement,
} from 'react';
import { onFirstInteraction, pointerRestsOn, whenNotPressed } from '../../lib/browser/first-interaction.ts';
import { Button, type ButtonProps } from './button.tsx';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing.ts';
import type { TooltipPopup, TooltipPopupProps } from './tooltip-popup.tsx';

let popupModule: { TooltipPopup: typeof TooltipPopup } | null = null;
/** The element that had focus when the tooltips arrived: re-created with its tooltip, it gets focus back. */
let focusedOnArrival: Element | null = null;
const listeners = new Set<() => void>();

onFirstInteraction(() => {
  import('./tooltip-popup.tsx').then(
    // Not between a press and its release: the control re-created then would miss its click.
    (module) =>
      whenNotPressed(() => {
        focusedOnArrival = document.activeElement;
        popupModule = module;
        listeners.forEach((listener) => listener());
      }),
    (error: unknown) => console.warn('Could not load tooltips', error),
  );
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoaded = () => popupModule !== null;
const notLoaded = () => false;

function Popup(props: TooltipPopupProps) {
  return popupModule ? <popupModule.TooltipPopup {...props} /> : props.children;
}

/** Tooltips open now, and when the last one closed: while one is open or just closed, the next opens at once. */
let openTooltips = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;
const opensAtOnce = () => openTooltips > 0 || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;

/**
 * The control as it is on the page now: an icon control re-created with its tooltip replaces the element
 * a dialog remembered as its opener.
 */
export function currentControl(element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  const anchor = element.dataset.tooltipAnchor;
  return anchor ? document.querySelector<HTMLElement>(`[data-tooltip-anchor="${CSS.escape(anchor)}"]`) : null;
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

/** Gives an icon-only control (which must carry the same text as its aria-label) its tooltip. */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const loaded = useSyncExternalStore(subscribe, isLoaded, notLoaded);
  const anchor = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    openTooltips += 1;
    return () => {
      openTooltips -= 1;
      lastClosedAt = performance.now();
    };
  }, [open]);

  // The control is re-created with its tooltip: it keeps the focus it had, and a pointer already resting
  // on it gets its tooltip after the usual delay.
  useLayoutEffect(() => {
    if (!loaded) return;
    const control = document.querySelector<HTMLElement>(`[data-tooltip-anchor="${CSS.escape(anchor)}"]`);
    const focused = focusedOnArrival;
    if (focused instanceof HTMLElement && !focused.isConnected && focused.dataset.tooltipAnchor === anchor) {
      control?.focus();
    }
    if (!control || !pointerRestsOn(control)) return;
    const timer = setTimeout(() => {
      if (pointerRestsOn(control)) setOpen(true);
    }, TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, anchor]);

  if (!loaded) {
    return cloneElement(children as ReactElement<Record<string, unknown>>, { 'data-tooltip-anchor': anchor });
  }
  const onPointerEnter = () => {
    if (!opensAtOnce()) return;
    // The event Radix sends when a tooltip opens by itself, so the one still showing closes.
    document.dispatchEvent(new CustomEvent('tooltip.open'));
    setOpen(true);
  };
  return (
    <Popup label={label} anchor={anchor} open={open} onOpenChange={setOpen} onPointerEnter={onPointerEnter}>
      {children}
    </Popup>
  );
}
