// sitemap.xml: every address the site's page table lists (src/shared/site-pages.ts) and each active
// product, in each language, with its last change and its addresses in the other
// languages. Each language's address is its own entry: a product page reads in that language
// (docs/decisions/010-product-translations.md).
import { LANGUAGES } from '../../shared/config.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { listedPaths } from '../../shared/site-pages.ts';
import { escapeHtml, languageUrl } from './page-head.ts';

const day = (date: Date): string => date.toISOString().slice(0, 10);

function entries(origin: string, path: string, lastmod: Date): string[] {
  const alternates = [...LANGUAGES.map((l) => [l, l] as const), ['x-default', 'en'] as const].map(
    ([hreflang, language]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(languageUrl(origin, path, language))}"/>`,
  );
  return LANGUAGES.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(languageUrl(origin, path, language))}</loc>`,
      `    <lastmod>${day(lastmod)}</lastmod>`,
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
}

/** Pages follow the release (builtAt); the shop pages also the newest catalogue change. */
export function renderSitemap(origin: string, products: readonly Product[], builtAt: Date): string {
  const newest = products.reduce(
    (latest, p) => Math.max(latest, Date.parse(p.updatedAt) || 0),
    builtAt.getTime(),
  );
  const pages = listedPaths().flatMap((path) =>
    entries(origin, path, new Date(path === '/' || path.startsWith('/shop') ? newest : builtAt.getTime())),
  );
  const productPages = products.flatMap((p) =>
    entries(
      origin,
      `/product/${encodeURIComponent(p.id)}`,
      new Date(Date.parse(p.updatedAt) || builtAt.getTime()),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages,
    ...productPages,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /customer',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
