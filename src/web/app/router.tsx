import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import type { AccountKind } from '../../shared/schemas/password-reset.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { page } from './lazy-page.ts';
import { StorefrontLayout } from './storefront-layout.tsx';

// Every screen is its own chunk; only the storefront frame ships in the first load (docs/architecture.md, budgets).
const storefrontRoutes: RouteObject[] = [
  {
    index: true,
    Component: page(async () => (await import('../features/home/home-page.tsx')).HomePage, 'home'),
  },
  {
    path: 'shop',
    Component: page(async () => (await import('../features/shop/shop-page.tsx')).ShopPage, 'shop'),
  },
  {
    path: 'product/:id',
    Component: page(
      async () => (await import('../features/product/product-page.tsx')).ProductPage,
      'product',
    ),
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
        Component: page(async () => (await import('./admin-layout.tsx')).AdminLayout),
        children: adminRoutes,
      },
      {
        path: 'admin/login',
        Component: page(async () => (await import('../features/admin/login-page.tsx')).AdminLoginPage),
      },
      ...passwordResetRoutes('admin', 'staff'),
      ...passwordResetRoutes('customer', 'customer'),
      {
        path: 'customer/register',
        Component: page(async () => (await import('../features/customer/register-page.tsx')).RegisterPage),
      },
      {
        path: 'customer/login',
        Component: page(async () => (await import('../features/customer/login-page.tsx')).LoginPage),
      },
      {
        path: 'customer/dashboard',
        Component: page(async () => (await import('../features/customer/dashboard-page.tsx')).DashboardPage),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * The site's screens. A failure while showing one (a stale chunk after a deploy) shows the error screen
 * until the address changes; the first screen shows a loader while its chunk loads, and later navigations
 * keep the current screen until the next one is ready.
 */
export function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<PageLoader fullScreen />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
