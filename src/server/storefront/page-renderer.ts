// The first HTML of every page: the built index.html with the page's own head, <html lang>, the gates'
// texts, the public configuration and the page's first reads (src/shared/first-reads.ts) filled in. A
// rendered page is kept with its Brotli and gzip bytes and its entity tag until the catalogue changes, so
// a repeat visit costs a lookup, not a render and a compression.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { BusinessProfile } from '../../shared/business-profile.ts';
import type { Language } from '../../shared/config.ts';
import { FIRST_READS_ID, type FirstReads } from '../../shared/first-reads.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import type { FirstScreenHints } from './first-screen-hints.ts';
import { fillGateTexts } from './gate-html.ts';
import { renderHead, scriptSafeJson } from './page-head.ts';
import { answerPage } from './storefront-heads.ts';

export const HEAD_PLACEHOLDER = '<!--taproom-head-->';
const CONFIG_PLACEHOLDER = '<!--taproom-config-->';
const MAX_KEPT = 500;

export interface RenderedPage {
  status: 200 | 404;
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageSource {
  /** Identifies the catalogue and business-profile generation; a new one drops every kept page. */
  generation: string;
  findProduct: (id: string) => Promise<Product | null>;
  profile: BusinessProfile;
}

export interface PageRenderer {
  render(input: {
    origin: string;
    url: URL;
    language: Language;
    /** The language the gates speak (gate-html.ts): the page's, or the browser's when the address names none. */
    gateLanguage: Language;
    source: PageSource;
    /** Whether the request carried a session cookie. */
    sessionCookie: boolean;
  }): Promise<RenderedPage>;
}

function firstReadsScript(reads: FirstReads): string {
  return `<script type="application/json" id="${FIRST_READS_ID}">${scriptSafeJson(reads)}</script>`;
}

/**
 * Function replacers only: a string replacement reads `$&`, `$\``, `$'` and `$1` in it as patterns, and the
 * head and configuration carry staff text (docs/rules/api.md, "Templates").
 */
function fillTemplate(template: string, config: string, head: string, language: Language): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(CONFIG_PLACEHOLDER, () => config)
    .replace(HEAD_PLACEHOLDER, () => head);
}

export function createPageRenderer(
  template: string,
  configMeta: string,
  firstScreen?: FirstScreenHints,
): PageRenderer {
  const kept = new Map<string, RenderedPage>();
  let keptGeneration = '';

  return {
    async render({ origin, url, language, gateLanguage, source, sessionCookie }) {
      if (source.generation !== keptGeneration) {
        kept.clear();
        keptGeneration = source.generation;
      }
      const category = url.searchParams.get('category') ?? '';
      const key = `${origin}|${language}|${gateLanguage}|${sessionCookie}|${url.pathname}|${category}`;
      const found = kept.get(key);
      if (found) return found;
      const answer = await answerPage({
        origin,
        pathname: url.pathname,
        query: url.searchParams,
        language,
        findProduct: source.findProduct,
        profile: source.profile,
        firstScreen,
      });
      const reads = firstReadsScript({ businessProfile: source.profile, sessionCookie });
      const filled = fillTemplate(template, configMeta + reads, renderHead(answer.head), language);
      const html = Buffer.from(fillGateTexts(filled, gateLanguage));
      const page: RenderedPage = {
        status: answer.status,
        etag: `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
        html,
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      };
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
      return page;
    },
  };
}
