// The first screen's scripts, named in the first HTML (docs/architecture.md, "First screen"): the build lists
// what each storefront screen and each part of the texts needs beyond the entry and what index.html already
// preloads (screenChunks), the server writes a page's own list into its head, and the first-paint script
// asks for them at once when no gate is shown, so the app hydrates the server's page without waiting for
// its entry to ask. A visitor at a gate fetches none of it.
import type { Language } from './config.ts';

/** The <meta name> the server writes the hint into. */
export const FIRST_SCREEN_META = 'taproom-first-screen';

/** Written beside the build's web folder (dist/), where the server reads it; never served. */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

export interface FirstScreenHint {
  /** The screen's scripts, the same in every language. */
  scripts: string[];
  /** The scripts of the texts the page shows, per language: the one shown is chosen in the browser. */
  texts: Record<Language, string[]>;
}

export interface ScreenChunks {
  /** A screen module (path from the repository root) → the scripts it needs beyond the entry's. */
  screens: Record<string, string[]>;
  /** A part of the texts, by chunk name (`texts-shop-ms`) → the scripts it needs beyond the entry's. */
  texts: Record<string, string[]>;
}

/** What the build knows of one chunk (a subset of Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Each lazily loaded screen's and text part's scripts: its own chunk and every chunk it imports, less the
 * entry and the chunks index.html preloads with it.
 */
export function screenChunks(chunks: readonly BuiltChunk[], root: string): ScreenChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedFirst = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, loadedFirst);
  const needs = (chunk: BuiltChunk) =>
    [...closure(chunk.fileName)].filter((file) => !loadedFirst.has(file)).map((file) => `/${file}`);

  const result: ScreenChunks = { screens: {}, texts: {} };
  const prefix = `${root.replaceAll('\\', '/').replace(/\/$/, '')}/`;
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    if (chunk.name.startsWith('texts-')) result.texts[chunk.name] = needs(chunk);
    const module = chunk.facadeModuleId?.replaceAll('\\', '/');
    if (module?.startsWith(prefix)) result.screens[module.slice(prefix.length)] = needs(chunk);
  }
  return result;
}
