// The first screen's scripts, named in the first HTML (docs/architecture.md, "First screen"): the build lists
// what the app, each storefront screen and each part of the texts need beyond the entry and what index.html
// already preloads (screenChunks), the server writes a page's own list into its head, and the entry
// asks for them side by side when no gate is shown (src/web/first-screen-scripts.ts), so the app
// hydrates the server's page without each import waiting for the one before it. A visitor at a gate fetches none of it, not even the app
// (docs/decisions/038-gate-screen-without-the-framework.md).
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

/** The app itself (React, the router, the frame), which the entry loads once the gates are passed. */
export const APP_MODULE = 'src/web/app-start.tsx';

export interface ScreenChunks {
  /** The app's scripts (APP_MODULE and every chunk it imports) beyond the entry's. */
  app: string[];
  /** A screen module (path from the repository root) → the scripts it needs beyond the entry's and the app's. */
  screens: Record<string, string[]>;
  /** A part of the texts, by chunk name (`texts-shop-ms`) → the scripts it needs beyond the entry's and the app's. */
  texts: Record<string, string[]>;
}

/** What the build knows of one chunk (a subset of Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a group's chunk holds the app with the modules it shares). */
  moduleIds: string[];
  imports: string[];
}

/**
 * The app's scripts, and each lazily loaded screen's and text part's: its own chunk and every chunk it
 * imports, less the entry and the chunks index.html preloads with it (and, for screens and texts, less the
 * app's).
 */
export function screenChunks(chunks: readonly BuiltChunk[], root: string): ScreenChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const prefix = `${root.replaceAll('\\', '/').replace(/\/$/, '')}/`;
  const inRepository = (id: string | null) => {
    const module = id?.replaceAll('\\', '/');
    return module?.startsWith(prefix) ? module.slice(prefix.length) : undefined;
  };
  const moduleOf = (chunk: BuiltChunk) => inRepository(chunk.facadeModuleId);
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, loaded);
  const needs = (chunk: BuiltChunk) =>
    [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);

  const appChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => inRepository(id) === APP_MODULE));
  const result: ScreenChunks = { app: appChunk ? needs(appChunk) : [], screens: {}, texts: {} };
  if (appChunk) closure(appChunk.fileName, loaded);
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk === appChunk) continue;
    if (chunk.name.startsWith('texts-')) result.texts[chunk.name] = needs(chunk);
    const module = moduleOf(chunk);
    if (module) result.screens[module] = needs(chunk);
  }
  return result;
}
