// Which scripts a storefront page's first screen needs, from the build's list of screen
// chunks (src/shared/first-screen.ts), for the page's head. Without a build's list the hint names no
// scripts, and the app loads its screen as it always can, after its entry.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../shared/config.ts';
import { SCREEN_CHUNKS_FILE, type FirstScreenHint, type ScreenChunks } from '../../shared/first-screen.ts';
import { SITE_PAGES, type PageId, type SitePage } from '../../shared/site-pages.ts';

/** The storefront's frame speaks from the shell's texts on every page. */
const FRAME_TEXTS = 'shell';

export interface ShownScreen {
  /** A page of the site's table; none for an address the table does not know (the not-found page). */
  page?: PageId;
}

export type FirstScreenHints = (screen: ShownScreen) => FirstScreenHint | undefined;

/** The build's list, or null when there is none (no build, or an older one). */
export function readScreenChunks(distDir: string): ScreenChunks | null {
  const file = path.join(distDir, SCREEN_CHUNKS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenChunks) : null;
}

export function firstScreenHints(chunks: ScreenChunks | null): FirstScreenHints {
  const app = chunks?.app ?? [];
  return ({ page }) => {
    // Every page runs the app; only the pages search engines may list are first visits worth hinting
    // their screen and texts too (site-pages.ts).
    const screen: SitePage | undefined = page ? SITE_PAGES[page] : undefined;
    const listed = screen?.head ? screen : undefined;
    if (!listed && app.length === 0) return undefined;
    const scripts = [...app, ...(listed ? (chunks?.screens[`src/web/${listed.screen.module}`] ?? []) : [])];
    const parts = listed ? [FRAME_TEXTS, listed.texts ?? []].flat() : [];
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        parts.flatMap((part) => chunks?.texts[`texts-${part}-${language}`] ?? []),
      ]),
    ) as FirstScreenHint['texts'];
    return { scripts, texts };
  };
}
