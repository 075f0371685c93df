import { useRef } from 'react';
import { currentControl } from './icon-button.tsx';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix returns it only to its own
 * Trigger, and most dialogs here are opened by other controls (cards, toolbar buttons), which left focus on
 * the page body. When the dialog closed because the page changed, the new page's heading takes focus instead
 * (see app/route-announcer.tsx).
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler | undefined;
  onCloseAutoFocus?: AutoFocusHandler | undefined;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<{ element: HTMLElement | null; href: string } | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = {
        element: active instanceof HTMLElement && active !== document.body ? active : null,
        href: window.location.href,
      };
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      handlers.onCloseAutoFocus?.(event);
      const from = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !from) return;
      if (from.href !== window.location.href) {
        event.preventDefault();
      } else {
        const opener = from.element && currentControl(from.element);
        if (!opener) return;
        event.preventDefault();
        opener.focus();
      }
    },
  };
}
