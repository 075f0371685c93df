// Which part of the site's texts a locale file and a page belong to. Read by the loader (i18n.ts) and by the
// build (vite.config.ts), which makes each part in each language one chunk.

/** Storefront features whose texts come with their screens (or drawers) rather than with every page. */
const SCREEN_TEXT_PARTS = [
  'about',
  'cart',
  'checkout',
  'contact',
  'custom-beer',
  'home',
  'legal',
  'newsletter',
  'order-confirmation',
  'product',
  'shop',
] as const;

/**
 * The site's texts in parts, so a page loads only what its screens can show: the shell's (layout, shared
 * components and every other storefront feature), one per storefront screen, the account screens'
 * (customer and password reset) and the back office's. Each language's part loads once, the first time a
 * page needs it.
 */
export type TextGroup = 'shell' | 'account' | 'admin' | (typeof SCREEN_TEXT_PARTS)[number];

const isScreenPart = (name: string): name is (typeof SCREEN_TEXT_PARTS)[number] =>
  (SCREEN_TEXT_PARTS as readonly string[]).includes(name);

export function groupOfLocaleFile(path: string): TextGroup {
  // The shared labels of the custom-beer choices: on the site only the back office shows them (the
  // builder element carries its own copy).
  if (/\/shared\/locales\//.test(path)) return 'admin';
  // The storefront pages' titles and descriptions: every storefront page keeps its tab title with them.
  if (/\/shared\/page-heads\/locales\//.test(path)) return 'shell';
  if (/\/features\/admin[\w-]*\/locales\//.test(path)) return 'admin';
  if (/\/features\/(customer|password-reset)\/locales\//.test(path)) return 'account';
  const feature = /\/features\/([\w-]+)\/locales\//.exec(path)?.[1];
  return feature && isScreenPart(feature) ? feature : 'shell';
}

/**
 * The parts a path's frame uses (a screen's own part comes with its chunk): staff screens and their
 * sign-in share the account screens' frame.
 */
export function textGroupsFor(pathname: string): TextGroup[] {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ['shell', 'account', 'admin'];
  if (pathname === '/customer' || pathname.startsWith('/customer/')) return ['shell', 'account'];
  return ['shell'];
}

/** The chunk a locale file is built into (`texts-shop-ms`), or null for the gates' own texts. */
export function textChunkName(moduleId: string): string | null {
  const file = /[\\/]locales[\\/](en|ms|zh)\.json$/.exec(moduleId);
  if (!file || /[\\/]gates[\\/]locales[\\/]/.test(moduleId)) return null;
  return `texts-${groupOfLocaleFile(moduleId.replaceAll('\\', '/'))}-${file[1]}`;
}
