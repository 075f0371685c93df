import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AccountKind } from '../../shared/schemas/password-reset.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { StorefrontLayout } from './storefront-layout.tsx';

// Every screen is its own chunk; only the storefront frame ships in the first load (docs/architecture.md, budgets).
const storefrontRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
  },
  {
    path: 'shop',
    lazy: async () => ({ Component: (await import('../features/shop/shop-page.tsx')).ShopPage }),
  },
  {
    path: 'product/:id',
    lazy: async () => ({ Component: (await import('../features/product/product-page.tsx')).ProductPage }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('../features/about/about-page.tsx')).AboutPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page.tsx')).ContactPage }),
  },
  {
    path: 'custom-beer',
    lazy: async () => ({
      Component: (await import('../features/custom-beer/custom-beer-page.tsx')).CustomBeerPage,
    }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../features/legal/policy-page.tsx')).PrivacyPage }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('../features/legal/policy-page.tsx')).TermsPage }),
  },
  {
    path: 'newsletter/confirm',
    lazy: async () => ({
      Component: (await import('../features/newsletter/confirm-page.tsx')).NewsletterConfirmPage,
    }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: async () => ({
      Component: (await import('../features/newsletter/unsubscribe-page.tsx')).UnsubscribePage,
    }),
  },
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/admin/dashboard-page.tsx')).AdminDashboardPage,
    }),
  },
  {
    path: 'products',
    lazy: async () => ({
      Component: (await import('../features/admin-products/products-page.tsx')).AdminProductsPage,
    }),
  },
  {
    path: 'orders',
    lazy: async () => ({
      Component: (await import('../features/admin-orders/orders-page.tsx')).AdminOrdersPage,
    }),
  },
  {
    path: 'customers',
    lazy: async () => ({
      Component: (await import('../features/admin-customers/customers-page.tsx')).AdminCustomersPage,
    }),
  },
  {
    path: 'messages',
    lazy: async () => ({
      Component: (await import('../features/admin-messages/messages-page.tsx')).AdminMessagesPage,
    }),
  },
  {
    path: 'newsletter',
    lazy: async () => ({
      Component: (await import('../features/admin-newsletter/newsletter-page.tsx')).AdminNewsletterPage,
    }),
  },
  {
    path: 'custom-beer',
    lazy: async () => ({
      Component: (await import('../features/admin-custom-beer/requests-page.tsx')).AdminCustomBeerPage,
    }),
  },
  {
    path: 'settings',
    lazy: async () => ({
      Component: (await import('../features/admin-settings/settings-page.tsx')).AdminSettingsPage,
    }),
  },
  {
    path: 'activity',
    lazy: async () => ({
      Component: (await import('../features/admin-activity/activity-page.tsx')).AdminActivityPage,
    }),
  },
];

/** "Forgot password?" and the page the reset mail links to, for one kind of account. */
function passwordResetRoutes(prefix: string, account: AccountKind): RouteObject[] {
  return [
    {
      path: `${prefix}/forgot-password`,
      lazy: async () => {
        const { ForgotPasswordPage } = await import('../features/password-reset/forgot-password-page.tsx');
        return { Component: () => <ForgotPasswordPage account={account} /> };
      },
    },
    {
      path: `${prefix}/reset-password`,
      lazy: async () => {
        const { ResetPasswordPage } = await import('../features/password-reset/reset-password-page.tsx');
        return { Component: () => <ResetPasswordPage account={account} /> };
      },
    },
  ];
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { Component: StorefrontLayout, children: storefrontRoutes },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
        children: adminRoutes,
      },
      {
        path: 'admin/login',
        lazy: async () => ({ Component: (await import('../features/admin/login-page.tsx')).AdminLoginPage }),
      },
      ...passwordResetRoutes('admin', 'staff'),
      ...passwordResetRoutes('customer', 'customer'),
      {
        path: 'customer/register',
        lazy: async () => ({
          Component: (await import('../features/customer/register-page.tsx')).RegisterPage,
        }),
      },
      {
        path: 'customer/login',
        lazy: async () => ({ Component: (await import('../features/customer/login-page.tsx')).LoginPage }),
      },
      {
        path: 'customer/dashboard',
        lazy: async () => ({
          Component: (await import('../features/customer/dashboard-page.tsx')).DashboardPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
