import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { recordScrollPosition, savedScrollPosition, storeScrollPositions } from '../lib/scroll-positions.ts';

/**
 * Back and forward return to where a page was scrolled; a new address starts at its #fragment or at the
 * top. A screen's scroll position is recorded as the visitor scrolls, since by the time the next screen
 * shows, the old one's height is gone.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    // A page arrives at its place at once, rather than gliding there from where the last one was.
    const saved = savedScrollPosition(key);
    if (typeof saved === 'number') {
      window.scrollTo({ top: saved, behavior: 'instant' });
    } else {
      let target: HTMLElement | null = null;
      try {
        target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      } catch {
        // A fragment that is not a valid encoding names no element.
      }
      if (target) target.scrollIntoView({ behavior: 'instant' });
      else window.scrollTo({ top: 0, behavior: 'instant' });
    }
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
