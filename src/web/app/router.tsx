import { Suspense, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject, type To } from 'react-router';
import { sitePages, type SitePage } from '../../shared/site-pages.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { page, type LazyScreen } from './lazy-page.ts';
import { StorefrontLayout } from './storefront-layout.tsx';
import type { TextGroup } from './text-groups.ts';

/** A screen's reads, started together with its code rather than once it has rendered. */
interface ScreenData {
  prefetch: (params: Params) => void;
}

// The catalogue reads come with the product cards' chunk, which these screens load anyway.
const catalogue = () => import('../lib/data/products.ts').then(({ prefetchCatalogue }) => prefetchCatalogue);
const reads: Record<NonNullable<SitePage['read']>, ScreenData> = {
  list: { prefetch: () => void catalogue().then((prefetch) => prefetch.list()) },
  product: { prefetch: ({ id = '' }) => void catalogue().then((prefetch) => prefetch.product(id)) },
};

type ScreenModule = Record<string, ComponentType<Record<string, string>>>;

// Every screen is its own chunk; only the storefront frame ships in the first load (docs/architecture.md, budgets).
const screenModules = import.meta.glob<ScreenModule>('../features/*/*-page.tsx');
const screens = new Map<string, LazyScreen<Record<string, string>>>();

/** The screen a page of the site's table shows, fetched with its texts the first time it is needed. */
function screenOf({ screen, texts }: SitePage): LazyScreen<Record<string, string>> {
  const key = `${screen.module}#${screen.component}`;
  const known = screens.get(key);
  if (known) return known;
  const loadModule = screenModules[`../${screen.module}`];
  if (!loadModule) throw new Error(`The page table names a screen that is not there: ${screen.module}`);
  const load = async () => {
    const component = (await loadModule())[screen.component];
    if (!component) throw new Error(`${screen.module} exports no ${screen.component}`);
    return component;
  };
  const created = page(load, texts as TextGroup | undefined);
  screens.set(key, created);
  return created;
}

/** A page of the table as a route, under `base` (the address of its frame). */
function routeOf(sitePage: SitePage, base = '/'): RouteObject {
  const Screen = screenOf(sitePage);
  const path = sitePage.path.slice(base.length).replace(/^\//, '');
  return {
    ...(path ? { path } : { index: true }),
    element: <Screen {...sitePage.screen.props} />,
    ...(sitePage.read ? { handle: reads[sitePage.read] } : {}),
  };
}

const inArea = (area: SitePage['area']) => sitePages.filter((sitePage) => sitePage.area === area);

const AdminLayout = page(async () => (await import('./admin-layout.tsx')).AdminLayout);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { Component: StorefrontLayout, children: inArea('storefront').map((p) => routeOf(p)) },
      { path: 'admin', Component: AdminLayout, children: inArea('admin').map((p) => routeOf(p, '/admin')) },
      ...inArea('account').map((p) => routeOf(p)),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

type Preloadable = Partial<Pick<LazyScreen<object>, 'preload'>>;

/** Fetches the screens an address shows, so its navigation can wait for them, and starts their reads. */
export function preloadScreens(to: To): Promise<unknown> {
  const screens = (matchRoutes(routes, to) ?? []).map(({ route, params }) => {
    (route.handle as ScreenData | undefined)?.prefetch(params);
    const element = route.element as ReactElement | undefined;
    return ((route.Component ?? element?.type) as Preloadable | undefined)?.preload?.() ?? Promise.resolve();
  });
  return Promise.all(screens);
}

/**
 * Marks the page's root once React has drawn or hydrated the screen, so tools that drive the page know it
 * now answers. It sits inside the screens' Suspense boundary, which React hydrates after the providers and
 * in slices (docs/decisions/039-no-urgent-update-during-hydration.md): a mark above it would come before
 * the screen answers. It wraps the screen rather than sitting beside it: a sibling would shift every
 * `useId` below it from the ids the server rendered, and ids tie labels and tooltips to their controls.
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => document.getElementById('root')?.setAttribute('data-ready', ''), []);
  return children;
}

/**
 * The site's screens. A failure while showing one (a stale chunk after a deploy) shows the error screen
 * until the address changes; the first screen shows a loader while its chunk loads.
 */
export function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <MarkReady>{screen}</MarkReady>
      </Suspense>
    </RouteErrorBoundary>
  );
}
