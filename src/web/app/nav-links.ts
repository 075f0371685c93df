/** The top navigation (docs/product.md), in order. `search` is matched to mark the current link. */
export const STORE_LINKS = [
  { to: '/', labelKey: 'nav.home', path: '/', search: '' },
  { to: '/shop?category=beer', labelKey: 'nav.beers', path: '/shop', search: '?category=beer' },
  { to: '/custom-beer', labelKey: 'nav.customBeer', path: '/custom-beer', search: '' },
  { to: '/shop?category=rice-wine', labelKey: 'nav.riceWines', path: '/shop', search: '?category=rice-wine' },
  { to: '/about', labelKey: 'nav.about', path: '/about', search: '' },
  { to: '/contact', labelKey: 'nav.contact', path: '/contact', search: '' },
] as const;

export function isCurrentLink(link: (typeof STORE_LINKS)[number], pathname: string, search: string): boolean {
  if (link.path !== pathname) return false;
  if (!link.search) return true;
  const wanted = new URLSearchParams(link.search).get('category');
  return new URLSearchParams(search).get('category') === wanted;
}
