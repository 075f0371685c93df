// The site's routes, from the page table (src/shared/site-pages.ts), for React Router's data router: the
// browser's (src/web/app/browser-router.tsx) and the server's render (src/web/entry-server.tsx) build the
// same tree, so each route has the same id on both sides.
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { sitePages, type SitePage } from '../../shared/site-pages.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { withTexts } from './i18n.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error.tsx';
import { StorefrontLayout } from './storefront-layout.tsx';
import type { TextGroup } from './text-groups.ts';

// The catalogue reads come with the product cards' chunk, which these screens load anyway.
const catalogue = () => import('../lib/data/products.ts').then(({ prefetchCatalogue }) => prefetchCatalogue);

/** A screen's reads, started together with its code rather than once it has rendered. */
const startReads: Record<NonNullable<SitePage['read']>, (args: LoaderFunctionArgs) => null> = {
  list: () => (void catalogue().then((prefetch) => prefetch.list()), null),
  product: ({ params }) => (void catalogue().then((prefetch) => prefetch.product(params.id ?? '')), null),
};

type ScreenModule = Record<string, ComponentType<Record<string, string>>>;

// Every screen is its own chunk; only the storefront frame ships in the first load (docs/architecture.md, budgets).
const screenModules = import.meta.glob<ScreenModule>('../features/*/*-page.tsx');

/** The screen a page of the site's table shows, fetched with its part of the texts in the shown language. */
async function loadScreen({ screen, texts }: SitePage): Promise<{ Component: ComponentType }> {
  const loadModule = screenModules[`../${screen.module}`];
  if (!loadModule) throw new Error(`The page table names a screen that is not there: ${screen.module}`);
  const load = async () => (await loadModule())[screen.component];
  const Screen = await (texts ? withTexts(texts as TextGroup, load) : load());
  if (!Screen) throw new Error(`${screen.module} exports no ${screen.component}`);
  const props = screen.props ?? {};
  return { Component: () => <Screen {...props} /> };
}

/**
 * A page of the table as a route, under `base` (the address of its frame). Its code is fetched the first
 * time it is needed, and a navigation waits for it before the address changes.
 */
function routeOf(sitePage: (typeof sitePages)[number], base: string, withReads: boolean): RouteObject {
  const path = sitePage.path.slice(base.length).replace(/^\//, '');
  return {
    id: sitePage.id,
    ...(path ? { path } : { index: true }),
    lazy: () => loadScreen(sitePage),
    ...(withReads && sitePage.read ? { loader: startReads[sitePage.read] } : {}),
  };
}

const inArea = (area: SitePage['area']) => sitePages.filter((sitePage) => sitePage.area === area);

/**
 * Marks the page's root once React has drawn or hydrated the screen, so tools that drive the page know it
 * now answers. It sits inside the frame's Suspense boundary, which React hydrates after the providers and
 * in slices (docs/decisions/039-no-urgent-update-during-hydration.md): a mark above it would come before
 * the screen answers. It wraps the frame rather than sitting beside it: a sibling would shift every
 * `useId` below it from the ids the server rendered, and ids tie labels and tooltips to their controls.
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => document.getElementById('root')?.setAttribute('data-ready', ''), []);
  return children;
}

function SiteFrame() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <MarkReady>
        <RootLayout />
      </MarkReady>
    </Suspense>
  );
}

/**
 * The site's routes. `withReads`: a screen with a catalogue read starts it as its navigation starts (the
 * browser's); the server renders from the reads it was given and starts none. A failure while showing a
 * screen (a stale chunk after a deploy) shows the error screen until the address changes.
 */
export function siteRoutes({ withReads }: { withReads: boolean }): RouteObject[] {
  return [
    {
      id: 'site',
      Component: SiteFrame,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          id: 'storefront',
          Component: StorefrontLayout,
          children: inArea('storefront').map((p) => routeOf(p, '/', withReads)),
        },
        {
          id: 'admin',
          path: 'admin',
          lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
          children: inArea('admin').map((p) => routeOf(p, '/admin', withReads)),
        },
        ...inArea('account').map((p) => routeOf(p, '/', withReads)),
        { id: 'not-found', path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** The routes that show `pathname`, from the site's frame down to its screen. */
export const routesAt = (routes: RouteObject[], pathname: string): RouteObject[] =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);

/**
 * Puts the code of `shown` in place of their `lazy`, so a router started on their address draws them at
 * once, as a hydrating page and the server's render need.
 */
export async function loadScreens(shown: RouteObject[]): Promise<void> {
  await Promise.all(
    shown.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
