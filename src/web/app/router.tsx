import { Suspense, type ComponentType, type ReactElement } from 'react';
import {
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router';
import { sitePages, type SitePage } from '../../shared/site-pages.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { gatesPassed } from '../features/gates/static-gates.ts';
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
const catalogue = () => import('../lib/products.ts').then(({ prefetchCatalogue }) => prefetchCatalogue);
const reads: Record<NonNullable<SitePage['read']>, ScreenData> = {
  list: { prefetch: () => void catalogue().then((prefetch) => prefetch.list()) },
  product: { prefetch: ({ id = '' }) => void catalogue().then((prefetch) => prefetch.product(id)) },
};

type ScreenModule = Record<string, ComponentType<Record<string, string>>>;

// Every screen is its own chunk; only the storefront frame ships in the first load (docs/architecture.md, budgets).
const screenModules = import.meta.glob<ScreenModule>('../features/*/*-page.tsx');
const screens = new Map<string, LazyScreen<Record<string, string>>>();

/**
 * The screen a page of the site's table shows, fetched with its texts the first time it is needed. Account
 * screens load with the query client they read through; staff screens have it from their frame.
 */
function screenOf({ screen, texts, area }: SitePage): LazyScreen<Record<string, string>> {
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
  const created =
    area !== 'account'
      ? page(load, texts as TextGroup | undefined)
      : page(async () => {
          const [{ withQueryClient }, Screen] = await Promise.all([
            import('./query-client-provider.tsx'),
            load(),
          ]);
          return withQueryClient(Screen);
        });
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

const AdminLayout = page(async () => {
  const [{ withQueryClient }, { AdminLayout: Layout }] = await Promise.all([
    import('./query-client-provider.tsx'),
    import('./admin-layout.tsx'),
  ]);
  return withQueryClient(Layout);
});

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
function preloadScreens(to: Destination): Promise<unknown> {
  const screens = (matchRoutes(routes, to) ?? []).map(({ route, params }) => {
    (route.handle as ScreenData | undefined)?.prefetch(params);
    const element = route.element as ReactElement | undefined;
    return ((route.Component ?? element?.type) as Preloadable | undefined)?.preload?.() ?? Promise.resolve();
  });
  return Promise.all(screens);
}

/**
 * Past the gates, starts fetching the first screen's code, texts and reads while the frame's texts load,
 * instead of after. A failure here is not reported: the screen asks again when it is shown, and shows the
 * error screen then.
 */
export function preloadFirstScreen(): void {
  if (gatesPassed()) preloadScreens(window.location.pathname).catch(() => undefined);
}

const browserHistory = createBrowserHistory({ v5Compat: true });
type Destination = Parameters<typeof browserHistory.push>[0];
let latestNavigation = 0;

/**
 * The browser history, with each link or redirect waiting for the next screen's code before the address
 * changes: the current screen stays until then, and the address and the screen change together. Only the
 * latest of overlapping navigations goes through. Back and forward change the address first, as browsers do.
 */
const history: typeof browserHistory = Object.create(browserHistory, {
  push: {
    value: (to: Destination, state?: unknown) => navigateWhenReady(() => browserHistory.push(to, state), to),
  },
  replace: {
    value: (to: Destination, state?: unknown) =>
      navigateWhenReady(() => browserHistory.replace(to, state), to),
  },
}) as typeof browserHistory;

function navigateWhenReady(navigate: () => void, to: Destination): void {
  const navigation = ++latestNavigation;
  preloadScreens(to).then(
    () => navigation === latestNavigation && navigate(),
    // A screen that cannot load shows the error screen at its address.
    () => navigation === latestNavigation && navigate(),
  );
}

/**
 * The site's screens. A failure while showing one (a stale chunk after a deploy) shows the error screen
 * until the address changes; the first screen shows a loader while its chunk loads.
 */
function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<PageLoader fullScreen />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
}
