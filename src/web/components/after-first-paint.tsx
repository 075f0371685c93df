// What lies below a page's first screen is drawn in the task after the visit's first paint, so the first
// frame styles and lays out only what a visitor sees first, and the pictures below it do not share the
// line with the first screen's (docs/architecture.md, "First screen"). Later pages draw everything at
// once, and so does a first page that opens scrolled (a reload mid-page, an address with a #fragment),
// whose position must be there to land on.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { opensScrolled } from '../lib/scroll-positions.ts';

/** Decided by the visit's first page, the first to draw this component. */
let painted: boolean | null = null;
let firstPaint: Promise<void> | null = null;

/** Settles in the task after the frame that shows the first screen. */
function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))).then(() => {
    painted = true;
  });
  return firstPaint;
}

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState(() => (painted ??= opensScrolled(location)));
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void afterFirstPaint().then(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? children : null;
}
