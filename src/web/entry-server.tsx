// The web app as the server renders it (docs/decisions/019-server-rendered-react.md): built by Vite for
// Node (`vite build --ssr`), loaded once by the server, which calls `prepareRendering` at start and
// `renderPage` for each page. A render is synchronous from seeding its reads to its HTML, so nothing of
// one request is there when the next one renders; every screen's code and every language's texts are
// loaded beforehand. The page's reads arrive as TanStack Query's dehydrated state (src/shared/first-reads.ts),
// hydrated into a query client made for this render alone.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '../shared/config.ts';
import { serverRendered, sitePages } from '../shared/site-pages.ts';
import { ensureTexts, type TextGroup } from './app/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { createQueryClient } from './lib/data/query-client.ts';
import { setCatalogueLanguage } from './lib/texts/translation.ts';

/** The frames' parts (textGroupsFor) and each page's own. */
const SERVER_TEXTS = [
  ...new Set(['shell', 'account', 'admin', ...sitePages.flatMap((page) => page.texts ?? [])]),
] as TextGroup[];

/** Loads every server-rendered screen's code and every language's texts for them. */
export async function prepareRendering(): Promise<void> {
  for (const language of LANGUAGES) await ensureTexts(language, SERVER_TEXTS);
  await Promise.all(sitePages.filter(serverRendered).map((page) => preloadScreens(page.path)));
}

export interface PageRender {
  /** The page's address, path and query. */
  url: string;
  language: Language;
  /** The page's first reads (dehydrateFirstReads), as the page carries them to the browser. */
  reads: DehydratedState;
}

/** The app's markup for one page, as the browser's first render will draw it. */
export function renderPage({ url, language, reads }: PageRender): string {
  setCatalogueLanguage(language);
  // Each page has a query client of its own, holding only the reads it was asked to render with.
  const queryClient = createQueryClient();
  hydrate(queryClient, reads);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} initialLanguage={language}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
