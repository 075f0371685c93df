import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

// Where each visited page was scrolled to, by history entry, kept for the tab's session so a reload or a
// return from another site lands where the visitor was.
const STORAGE_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

let positions: Record<string, number> | null = null;

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
    positions ??= readPositions();
    const saved = positions[key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
    } else {
      let target: HTMLElement | null = null;
      try {
        target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      } catch {
        // A fragment that is not a valid encoding names no element.
      }
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    const record = () => {
      if (positions) positions[key] = window.scrollY;
    };
    const leave = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions still work within this page's life.
      }
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
