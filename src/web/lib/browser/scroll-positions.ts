// Where each visited page was scrolled to, by history entry, kept for the tab's session so a reload or a
// return from another site lands where the visitor was (src/web/app/scroll-restoration.tsx).
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

/** The positions, read from the session the first time they are needed. */
const loaded = (): Record<string, number> => (positions ??= readPositions());

/** The position saved for a history entry (react-router's location key), if any. */
export function savedScrollPosition(key: string): number | undefined {
  return loaded()[key];
}

export function recordScrollPosition(key: string, y: number): void {
  loaded()[key] = y;
}

/** Keeps the positions for the tab's session, past this page's life. */
export function storeScrollPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(loaded()));
  } catch {
    // Storage full or refused: positions still work within this page's life.
  }
}
