// The web app as the server renders it (docs/decisions/019-server-rendered-react.md): built by Vite for
// Node (`vite build --ssr`), loaded once by the server, which calls `prepareRendering` at start and
// `renderPage` for each page. Every screen's code and every language's texts are loaded beforehand; the
// router matches the page's address first, and from seeding its reads to its HTML a render is
// synchronous, so nothing of one request is there when the next one renders. The page's reads arrive as
// TanStack Query's dehydrated state (src/shared/first-reads.ts), hydrated into a query client made for
// this render alone.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '../shared/config.ts';
import { serverRendered, sitePages } from '../shared/site-pages.ts';
import { ensureTexts, type TextGroup } from './app/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { loadScreens, routesAt, siteRoutes } from './app/router.tsx';
import { createQueryClient } from './lib/data/query-client.ts';
import { showLanguage } from './lib/texts/translation.ts';

/** The frames' parts (textGroupsFor) and each page's own. */
const SERVER_TEXTS = [
  ...new Set(['shell', 'account', 'admin', ...sitePages.flatMap((page) => page.texts ?? [])]),
] as TextGroup[];

// The server renders from the reads it was given: its routes start none.
const routes = siteRoutes({ withReads: false });
let handler: ReturnType<typeof createStaticHandler> | null = null;

/** Loads every server-rendered screen's code and every language's texts for them. */
export async function prepareRendering(): Promise<void> {
  for (const language of LANGUAGES) await ensureTexts(language, SERVER_TEXTS);
  await Promise.all(sitePages.filter(serverRendered).map((page) => loadScreens(routesAt(routes, page.path))));
  handler = createStaticHandler(routes);
}

export interface PageRender {
  /** The page's address, path and query. */
  url: string;
  language: Language;
  /** The page's first reads (dehydrateFirstReads), as the page carries them to the browser. */
  reads: DehydratedState;
}

/** The app's markup for one page, as the browser's first render will draw it. */
export async function renderPage({ url, language, reads }: PageRender): Promise<string> {
  if (!handler) throw new Error('renderPage before prepareRendering');
  // Joined, not resolved: an address such as `//shop` is a path here, not a host.
  const context = await handler.query(new Request(`http://taproom.invalid${url}`));
  if (context instanceof Response) throw new Error(`The routes answered ${url} with a response`);
  showLanguage(language);
  // Each page has a query client of its own, holding only the reads it was asked to render with.
  const queryClient = createQueryClient();
  hydrate(queryClient, reads);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} initialLanguage={language}>
        {/* The browser's router starts from the same address with its own state (no data to carry). */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
}
