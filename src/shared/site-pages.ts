// Every page of the site, once. The web app's router, the server's 200 or 404, each page's head and
// first-screen hint and the sitemap all read this table (docs/architecture.md, "Pages"): a new page is a
// new line here and a component in src/web/features.
import type { HeadPage } from './page-heads.ts';

/**
 * Where a page sits: in the storefront's frame (header, footer, cart), in the back office's frame under
 * `/admin`, or on its own (sign-in, registration, password reset, the customer's account).
 */
export type PageArea = 'storefront' | 'account' | 'admin';

export interface SitePage {
  /** The address, with `:name` for a part that names something (`/product/:id`). */
  path: string;
  area: PageArea;
  /** The screen's module under src/web and the component it exports. */
  screen: { module: string; component: string; props?: Readonly<Record<string, string>> };
  /** The screen's own part of the site's texts (src/web/app/text-groups.ts), when it has one. */
  texts?: string;
  /** The storefront page whose head (title, description, Open Graph) it has; without one it is not indexed. */
  head?: HeadPage;
  /** The catalogue read the screen starts with: the product list, or the product the address names. */
  read?: 'list' | 'product';
  /** Listed in the sitemap, with these queries as addresses of their own besides the bare path. */
  listed?: { queries?: readonly string[] };
  /**
   * Drawn by the browser alone: the page shows one signed-in person's data, or acts on a mailed link's
   * token, and has nothing to show before that.
   */
  browserOnly?: true;
}

const feature = (module: string, component: string, props?: SitePage['screen']['props']) => ({
  module: `features/${module}.tsx`,
  component,
  ...(props ? { props } : {}),
});

/** "Forgot password?" and the page the reset mail links to, for one kind of account. */
function passwordResetPages<Prefix extends 'customer' | 'admin'>(
  prefix: Prefix,
  account: 'customer' | 'staff',
) {
  const page = (step: string, component: string): SitePage => ({
    path: `/${prefix}/${step}`,
    area: 'account',
    screen: feature(`password-reset/${step}-page`, component, { account }),
  });
  return {
    [`${prefix}-forgot-password`]: page('forgot-password', 'ForgotPasswordPage'),
    [`${prefix}-reset-password`]: page('reset-password', 'ResetPasswordPage'),
  } as Record<`${Prefix}-${'forgot' | 'reset'}-password`, SitePage>;
}

export const SITE_PAGES = {
  home: {
    path: '/',
    area: 'storefront',
    screen: feature('home/home-page', 'HomePage'),
    texts: 'home',
    head: 'home',
    listed: {},
  },
  shop: {
    path: '/shop',
    area: 'storefront',
    screen: feature('shop/shop-page', 'ShopPage'),
    texts: 'shop',
    head: 'shop',
    read: 'list',
    listed: { queries: ['category=beer', 'category=rice-wine'] },
  },
  product: {
    path: '/product/:id',
    area: 'storefront',
    screen: feature('product/product-page', 'ProductPage'),
    texts: 'product',
    head: 'product',
    read: 'product',
  },
  about: {
    path: '/about',
    area: 'storefront',
    screen: feature('about/about-page', 'AboutPage'),
    texts: 'about',
    head: 'about',
    listed: {},
  },
  contact: {
    path: '/contact',
    area: 'storefront',
    screen: feature('contact/contact-page', 'ContactPage'),
    texts: 'contact',
    head: 'contact',
    listed: {},
  },
  'custom-beer': {
    path: '/custom-beer',
    area: 'storefront',
    screen: feature('custom-beer/custom-beer-page', 'CustomBeerPage'),
    texts: 'custom-beer',
    head: 'custom-beer',
    listed: {},
  },
  privacy: {
    path: '/privacy',
    area: 'storefront',
    screen: feature('legal/privacy-page', 'PrivacyPage'),
    texts: 'legal',
    head: 'privacy',
    listed: {},
  },
  terms: {
    path: '/terms',
    area: 'storefront',
    screen: feature('legal/terms-page', 'TermsPage'),
    texts: 'legal',
    head: 'terms',
    listed: {},
  },
  'newsletter-confirm': {
    path: '/newsletter/confirm',
    area: 'storefront',
    screen: feature('newsletter/confirm-page', 'NewsletterConfirmPage'),
    texts: 'newsletter',
    browserOnly: true,
  },
  'newsletter-unsubscribe': {
    path: '/newsletter/unsubscribe',
    area: 'storefront',
    screen: feature('newsletter/unsubscribe-page', 'UnsubscribePage'),
    texts: 'newsletter',
    browserOnly: true,
  },
  'back-in-stock-confirm': {
    path: '/back-in-stock/confirm',
    area: 'storefront',
    screen: feature('newsletter/back-in-stock-confirm-page', 'BackInStockConfirmPage'),
    texts: 'newsletter',
    browserOnly: true,
  },
  'back-in-stock-stop': {
    path: '/back-in-stock/stop',
    area: 'storefront',
    screen: feature('newsletter/back-in-stock-stop-page', 'BackInStockStopPage'),
    texts: 'newsletter',
    browserOnly: true,
  },
  'order-confirmation': {
    path: '/order/confirmation',
    area: 'storefront',
    screen: feature('order-confirmation/confirmation-page', 'OrderConfirmationPage'),
    texts: 'order-confirmation',
    browserOnly: true,
  },
  'customer-login': {
    path: '/customer/login',
    area: 'account',
    screen: feature('customer/login-page', 'LoginPage'),
  },
  'customer-register': {
    path: '/customer/register',
    area: 'account',
    screen: feature('customer/register-page', 'RegisterPage'),
  },
  ...passwordResetPages('customer', 'customer'),
  'customer-verify-email': {
    path: '/customer/verify-email',
    area: 'account',
    screen: feature('customer/verify-email-page', 'VerifyEmailPage'),
  },
  'customer-dashboard': {
    path: '/customer/dashboard',
    area: 'account',
    screen: feature('customer/dashboard-page', 'DashboardPage'),
    browserOnly: true,
  },
  'admin-login': {
    path: '/admin/login',
    area: 'account',
    screen: feature('admin/login-page', 'AdminLoginPage'),
  },
  ...passwordResetPages('admin', 'staff'),
  'admin-dashboard': {
    path: '/admin',
    area: 'admin',
    screen: feature('admin/dashboard-page', 'AdminDashboardPage'),
  },
  'admin-products': {
    path: '/admin/products',
    area: 'admin',
    screen: feature('admin-products/products-page', 'AdminProductsPage'),
  },
  'admin-orders': {
    path: '/admin/orders',
    area: 'admin',
    screen: feature('admin-orders/orders-page', 'AdminOrdersPage'),
  },
  'admin-customers': {
    path: '/admin/customers',
    area: 'admin',
    screen: feature('admin-customers/customers-page', 'AdminCustomersPage'),
  },
  'admin-messages': {
    path: '/admin/messages',
    area: 'admin',
    screen: feature('admin-messages/messages-page', 'AdminMessagesPage'),
  },
  'admin-newsletter': {
    path: '/admin/newsletter',
    area: 'admin',
    screen: feature('admin-newsletter/newsletter-page', 'AdminNewsletterPage'),
  },
  'admin-custom-beer': {
    path: '/admin/custom-beer',
    area: 'admin',
    screen: feature('admin-custom-beer/requests-page', 'AdminCustomBeerPage'),
  },
  'admin-settings': {
    path: '/admin/settings',
    area: 'admin',
    screen: feature('admin-settings/settings-page', 'AdminSettingsPage'),
  },
  'admin-activity': {
    path: '/admin/activity',
    area: 'admin',
    screen: feature('admin-activity/activity-page', 'AdminActivityPage'),
  },
  'admin-team': {
    path: '/admin/team',
    area: 'admin',
    screen: feature('admin-team/team-page', 'AdminTeamPage'),
  },
  'admin-account': {
    path: '/admin/account',
    area: 'admin',
    screen: feature('admin-account/account-page', 'AdminAccountPage'),
  },
  'admin-invitation': {
    path: '/admin/invitation',
    area: 'account',
    screen: feature('admin-team/invitation-page', 'InvitationPage'),
  },
} as const satisfies Record<string, SitePage>;

export type PageId = keyof typeof SITE_PAGES;

/** The table as a list, each page with its id. */
export const sitePages = (Object.entries(SITE_PAGES) as [PageId, SitePage][]).map(([id, page]) => ({
  id,
  ...page,
}));

export interface PageMatch {
  id: PageId;
  page: SitePage;
  /** The address's named parts, decoded (`{ id: '…' }` for `/product/:id`). */
  params: Record<string, string>;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index]!;
    if (part.startsWith(':')) {
      if (!actual) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}

/**
 * The page an address shows, or null for one outside the table. Trailing slashes are ignored and the
 * table's words match in any letter case, as the browser's router matches them (React Router's
 * defaults), so the server draws the page the browser hydrates.
 */
export function matchSitePage(pathname: string): PageMatch | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const { id, ...page } of sitePages) {
    const params = matchPath(page.path, path);
    if (params) return { id, page, params };
  }
  return null;
}

/** Whether the server renders the page (the back office and the customer's account load in the browser). */
export function serverRendered(page: Pick<SitePage, 'area' | 'browserOnly'>): boolean {
  return page.area !== 'admin' && !page.browserOnly;
}

/** The addresses search engines may list (besides each product's), in the table's order. */
export function listedPaths(): string[] {
  return sitePages.flatMap(({ path, listed }) =>
    listed ? [path, ...(listed.queries ?? []).map((query) => `${path}?${query}`)] : [],
  );
}
