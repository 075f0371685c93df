import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  recordScrollPosition,
  savedScrollPosition,
  storeScrollPositions,
} from '../lib/browser/scroll-positions.ts';

/** Where a page goes when it shows: the position saved for its history entry, its #fragment, or the top. */
function placePage(key: string, hash: string): void {
  // A page arrives at its place at once, rather than gliding there from where the last one was.
  const saved = savedScrollPosition(key);
  if (typeof saved === 'number') {
    window.scrollTo({ top: saved, behavior: 'instant' });
    return;
  }
  let target: HTMLElement | null = null;
  try {
    target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // A fragment that is not a valid encoding names no element.
  }
  if (target) target.scrollIntoView({ behavior: 'instant' });
  else window.scrollTo({ top: 0, behavior: 'instant' });
}

/**
 * Back and forward return to where a page was scrolled; a new address starts at its #fragment or at the
 * top. A screen's scroll position is recorded as the visitor scrolls, since by the time the next screen
 * shows, the old one's height is gone.
 *
 * The first screen came with the HTML and could be scrolled before the app hydrated it: a page the
 * browser already placed (its own restoration, a #fragment) or the visitor already scrolled stays where
 * it is. Only a first page still at the top is placed, as every later screen is.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  // The first screen's history entry until the visitor leaves it (a ref, not a flag: StrictMode runs the
  // effect twice on the same entry).
  const firstScreen = useRef<string | null>(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (firstScreen.current !== key) firstScreen.current = null;
    const keepWhereItIs = firstScreen.current === key && window.scrollY !== 0;
    if (!keepWhereItIs) placePage(key, hash);
    const record = () => recordScrollPosition(key, window.scrollY);
    const leave = () => {
      record();
      storeScrollPositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
    };
  }, [key, hash]);

  return null;
}
