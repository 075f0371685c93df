import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// A screen whose heading waits for its data (a product page) gets this long before the title is announced
// without moving focus.
const HEADING_WAIT_MS = 3_000;
// A screen sets its title in an effect, which may run a frame after its heading appears; a screen whose
// title matches the previous one's is announced after this long.
const TITLE_WAIT_MS = 500;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * After every route change (not the first page load), moves focus to the new page's main heading and
 * announces the page title, so keyboard and screen-reader users start on the page they asked for.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);
  const previousTitle = useRef('');

  // Layout effects run before any screen's effects in the same commit: this still reads the title of the
  // page being left, so the new screen's own title tells at once that it is the one on show.
  useLayoutEffect(() => {
    previousTitle.current = document.title;
  }, [pathname]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const started = performance.now();
    const titleBefore = previousTitle.current;
    let frame = 0;
    const settle = () => {
      const heading = pageHeading();
      const waited = performance.now() - started;
      const titled = document.title !== titleBefore || waited >= TITLE_WAIT_MS;
      if ((!heading || !titled) && waited < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
    >
      {announcement}
    </div>
  );
}
