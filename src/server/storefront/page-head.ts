// The <head> tags of one storefront page in the first HTML: title, description, canonical address,
// language alternates, Open Graph, Twitter card and JSON-LD. Everything that may come from a person
// (product names, descriptions) is escaped here, so a name like `</script>"` stays text.
import { LANGUAGES, type Language } from '../../shared/config.ts';
import { FIRST_SCREEN_META, type FirstScreenHint } from '../../shared/first-screen.ts';

export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  /** The shop's address without a trailing slash, e.g. https://taproom.my */
  origin: string;
  /** The page's path with its meaningful query (e.g. /shop?category=beer), without the language. */
  path: string;
  language: Language;
  title: string;
  description: string;
  image: HeadImage;
  type: 'website' | 'product';
  /** Structured data objects, each written as its own application/ld+json script. */
  structuredData?: readonly object[];
  /** Pages that must not be listed by search engines (accounts, back office, not found). */
  noindex?: boolean;
  /** The first screen's scripts, read and picture, fetched at once by the first-paint script past the gates. */
  firstScreen?: FirstScreenHint;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_MY', ms: 'ms_MY', zh: 'zh_MY' };

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON that cannot end its <script> element or open a comment, whatever the strings hold. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** A page's address in a language: English is the plain address, the others add ?lang=. */
export function languageUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, `${origin}/`);
  if (language !== 'en') url.searchParams.set('lang', language);
  return url.toString();
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

export function renderHead(head: PageHead): string {
  const canonical = languageUrl(head.origin, head.path, head.language);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const image = absoluteUrl(head.origin, head.image.url);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(head.origin, head.path, language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(head.origin, head.path, 'en'))}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    ...LANGUAGES.filter((l) => l !== head.language).map((l) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[l]),
    ),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    head.firstScreen ? meta('name', FIRST_SCREEN_META, JSON.stringify(head.firstScreen)) : '',
    ...(head.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
