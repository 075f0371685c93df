// Which part of the site's texts a locale file and a page belong to. Read by the loader (i18n.ts) and by the
// build (vite.config.ts), which makes each part in each language one chunk.
/**
 * The site's texts in three parts, so a page loads only what its screens can show: the storefront's (the
 * shell, shared components and shop features), the account screens' (customer and password reset) and the
 * back office's. Each language's part loads once, the first time a page needs it.
 */
export type TextGroup = 'store' | 'account' | 'admin';

export function groupOfLocaleFile(path: string): TextGroup {
  if (/\/features\/admin[\w-]*\/locales\//.test(path)) return 'admin';
  if (/\/features\/(customer|password-reset)\/locales\//.test(path)) return 'account';
  return 'store';
}

/** The parts a path's screens use: staff screens and their sign-in share the account screens' frame. */
export function textGroupsFor(pathname: string): TextGroup[] {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ['store', 'account', 'admin'];
  if (pathname === '/customer' || pathname.startsWith('/customer/')) return ['store', 'account'];
  return ['store'];
}

/** The chunk a locale file is built into (`texts-store-ms`), or null for the gates' own texts. */
export function textChunkName(moduleId: string): string | null {
  const file = /[\\/]locales[\\/](en|ms|zh)\.json$/.exec(moduleId);
  if (!file || /[\\/]features[\\/]gates[\\/]/.test(moduleId)) return null;
  return `texts-${groupOfLocaleFile(moduleId.replaceAll('\\', '/'))}-${file[1]}`;
}
