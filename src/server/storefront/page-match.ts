// The web app's route table as the server knows it, so an address outside it (or a product that is not
// in the active catalogue) answers 404 while the app still shows its own not-found page.
import type { HeadPage } from '../../shared/page-heads.ts';

export type PageMatch =
  | { kind: 'storefront'; page: Exclude<HeadPage, 'product' | 'not-found'> }
  | { kind: 'product'; productId: string }
  /** Known screens that are not for search engines: accounts, back office, newsletter links. */
  | { kind: 'private' };

const STOREFRONT: Record<
  string,
  Exclude<HeadPage, 'product' | 'not-found' | 'shop-beer' | 'shop-rice-wine'>
> = {
  '/': 'home',
  '/shop': 'shop',
  '/about': 'about',
  '/contact': 'contact',
  '/custom-beer': 'custom-beer',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

const PRIVATE = new Set([
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/admin',
  '/admin/products',
  '/admin/orders',
  '/admin/customers',
  '/admin/messages',
  '/admin/newsletter',
  '/admin/custom-beer',
  '/admin/settings',
  '/admin/login',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/customer/register',
  '/customer/login',
  '/customer/forgot-password',
  '/customer/reset-password',
  '/customer/dashboard',
]);

/** The screen an address shows, or null for one outside the route table. A trailing slash is ignored. */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const storefront = STOREFRONT[path];
  if (storefront) return { kind: 'storefront', page: storefront };
  if (PRIVATE.has(path)) return { kind: 'private' };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) {
    try {
      return { kind: 'product', productId: decodeURIComponent(product[1]!) };
    } catch {
      return null;
    }
  }
  return null;
}

/** The addresses search engines may list, in the order the sitemap gives them. */
export const PUBLIC_PATHS = [
  '/',
  '/shop',
  '/shop?category=beer',
  '/shop?category=rice-wine',
  '/about',
  '/contact',
  '/custom-beer',
  '/privacy',
  '/terms',
];
