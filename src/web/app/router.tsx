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
import type { AccountKind } from '../../shared/schemas/password-reset.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { gatesPassed } from '../features/gates/static-gates.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { page, type LazyScreen } from './lazy-page.ts';
import { StorefrontLayout } from './storefront-layout.tsx';

/** A screen's reads, started together with its code rather than once it has rendered. */
interface ScreenData {
  prefetch: (params: Params) => void;
}

// The catalogue reads come with the product cards' chunk, which these screens load anyway.
const catalogue = () => import('../lib/products.ts').then(({ prefetchCatalogue }) => prefetchCatalogue);
const prefetchList = () => void catalogue().then((prefetch) => prefetch.list());

// Every screen is its own chunk; only the storefront frame ships in the first load (docs/architecture.md, budgets).
const storefrontRoutes: RouteObject[] = [
  {
    index: true,
    Component: page(async () => (await import('../features/home/home-page.tsx')).HomePage, 'home'),
  },
  {
    path: 'shop',
    Component: page(async () => (await import('../features/shop/shop-page.tsx')).ShopPage, 'shop'),
    handle: { prefetch: prefetchList } satisfies ScreenData,
  },
  {
    path: 'product/:id',
    Component: page(
      async () => (await import('../features/product/product-page.tsx')).ProductPage,
      'product',
    ),
    handle: {
      prefetch: ({ id = '' }) => void catalogue().then((prefetch) => prefetch.product(id)),
    } satisfies ScreenData,
  },
  {
    path: 'about',
    Component: page(async () => (await import('../features/about/about-page.tsx')).AboutPage, 'about'),
  },
  {
    path: 'contact',
    Component: page(
      async () => (await import('../features/contact/contact-page.tsx')).ContactPage,
      'contact',
    ),
  },
  {
    path: 'custom-beer',
    Component: page(
      async () => (await import('../features/custom-beer/custom-beer-page.tsx')).CustomBeerPage,
      'custom-beer',
    ),
  },
  {
    path: 'privacy',
    Component: page(async () => (await import('../features/legal/policy-page.tsx')).PrivacyPage, 'legal'),
  },
  {
    path: 'terms',
    Component: page(async () => (await import('../features/legal/policy-page.tsx')).TermsPage, 'legal'),
  },
  {
    path: 'newsletter/confirm',
    Component: page(
      async () => (await import('../features/newsletter/confirm-page.tsx')).NewsletterConfirmPage,
      'newsletter',
    ),
  },
  {
    path: 'newsletter/unsubscribe',
    Component: page(
      async () => (await import('../features/newsletter/unsubscribe-page.tsx')).UnsubscribePage,
      'newsletter',
    ),
  },
];

/** A staff or account screen, loaded with the query client it reads through. */
function accountPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyScreen<Props> {
  return page(async () => {
    const [{ withQueryClient }, Screen] = await Promise.all([import('./query-client-provider.tsx'), load()]);
    return withQueryClient(Screen);
  });
}

const adminRoutes: RouteObject[] = [
  {
    index: true,
    Component: page(async () => (await import('../features/admin/dashboard-page.tsx')).AdminDashboardPage),
  },
  {
    path: 'products',
    Component: page(
      async () => (await import('../features/admin-products/products-page.tsx')).AdminProductsPage,
    ),
  },
  {
    path: 'orders',
    Component: page(async () => (await import('../features/admin-orders/orders-page.tsx')).AdminOrdersPage),
  },
  {
    path: 'customers',
    Component: page(
      async () => (await import('../features/admin-customers/customers-page.tsx')).AdminCustomersPage,
    ),
  },
  {
    path: 'messages',
    Component: page(
      async () => (await import('../features/admin-messages/messages-page.tsx')).AdminMessagesPage,
    ),
  },
  {
    path: 'newsletter',
    Component: page(
      async () => (await import('../features/admin-newsletter/newsletter-page.tsx')).AdminNewsletterPage,
    ),
  },
  {
    path: 'custom-beer',
    Component: page(
      async () => (await import('../features/admin-custom-beer/requests-page.tsx')).AdminCustomBeerPage,
    ),
  },
  {
    path: 'settings',
    Component: page(
      async () => (await import('../features/admin-settings/settings-page.tsx')).AdminSettingsPage,
    ),
  },
  {
    path: 'activity',
    Component: page(
      async () => (await import('../features/admin-activity/activity-page.tsx')).AdminActivityPage,
    ),
  },
];

const ForgotPasswordPage = page(
  async () => (await import('../features/password-reset/forgot-password-page.tsx')).ForgotPasswordPage,
);
const ResetPasswordPage = page(
  async () => (await import('../features/password-reset/reset-password-page.tsx')).ResetPasswordPage,
);

/** "Forgot password?" and the page the reset mail links to, for one kind of account. */
function passwordResetRoutes(prefix: string, account: AccountKind): RouteObject[] {
  return [
    { path: `${prefix}/forgot-password`, element: <ForgotPasswordPage account={account} /> },
    { path: `${prefix}/reset-password`, element: <ResetPasswordPage account={account} /> },
  ];
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { Component: StorefrontLayout, children: storefrontRoutes },
      {
        path: 'admin',
        Component: accountPage(async () => (await import('./admin-layout.tsx')).AdminLayout),
        children: adminRoutes,
      },
      {
        path: 'admin/login',
        Component: accountPage(async () => (await import('../features/admin/login-page.tsx')).AdminLoginPage),
      },
      ...passwordResetRoutes('admin', 'staff'),
      ...passwordResetRoutes('customer', 'customer'),
      {
        path: 'customer/register',
        Component: accountPage(
          async () => (await import('../features/customer/register-page.tsx')).RegisterPage,
        ),
      },
      {
        path: 'customer/login',
        Component: accountPage(async () => (await import('../features/customer/login-page.tsx')).LoginPage),
      },
      {
        path: 'customer/dashboard',
        Component: accountPage(
          async () => (await import('../features/customer/dashboard-page.tsx')).DashboardPage,
        ),
      },
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
