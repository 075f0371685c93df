// The first HTML of every page: the built index.html with the page's own head, <html lang>, the gates'
// texts, the public configuration and the page's first reads (src/shared/first-reads.ts, as TanStack
// Query's dehydrated state made for this request) filled in. A
// rendered page is kept as its Brotli and gzip bytes with its entity tag until the catalogue changes, so
// a repeat visit costs a lookup, not a render and a compression; its plain HTML is kept beside them once a
// client that accepts neither asks for it. The kept pages are bounded by their bytes, least recently asked
// for dropped first (docs/decisions/031-memory-and-start-up.md).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { DehydratedState } from '@tanstack/query-core';
import { LRUCache } from 'lru-cache';
import type { BusinessProfile } from '../../shared/business-profile.ts';
import type { Language } from '../../shared/config.ts';
import { dehydrateFirstReads, FIRST_READS_ID, type FirstReads } from '../../shared/first-reads.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { matchSitePage, serverRendered } from '../../shared/site-pages.ts';
import { compressToKeep, type Encoding } from '../plugins/compression.ts';
import type { FirstScreenHints } from './first-screen-hints.ts';
import { fillGateTexts } from './gate-html.ts';
import { renderHead, scriptSafeJson } from './page-head.ts';
import { answerPage } from './storefront-heads.ts';

export const HEAD_PLACEHOLDER = '<!--taproom-head-->';
const CONFIG_PLACEHOLDER = '<!--taproom-config-->';
/** Bytes of rendered pages kept at most: some two hundred pages of the demo catalogue. */
export const KEPT_PAGE_BYTES = 8 * 1024 * 1024;

/** A page as it goes out: its bytes in the encoding the client accepts (none: the HTML itself). */
export interface RenderedPage {
  status: 200 | 404;
  etag: string;
  body: Buffer;
}

interface KeptPage extends Omit<RenderedPage, 'body'> {
  br: Buffer;
  gzip: Buffer;
  /** Kept once a client that accepts neither Brotli nor gzip asks for the page. */
  plain?: Buffer;
}

export interface PageSource {
  /** Identifies the catalogue and business-profile generation; a new one drops every kept page. */
  generation: string;
  /** The active catalogue in the page's language. */
  products: readonly Product[];
  findProduct: (id: string) => Promise<Product | null>;
  profile: BusinessProfile;
}

/** The web app's server render (src/web/entry-server.tsx, built into dist/server). */
export interface AppRenderer {
  renderPage(input: { url: string; language: Language; reads: DehydratedState }): Promise<string>;
}

/** The queries a page draws from; any other (a campaign tag, ?lang=) changes nothing on it. */
const DRAWN_QUERIES = ['category', 'sort'];

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
    /** The encoding the client accepts (src/server/plugins/compression.ts), or none. */
    encoding: Encoding | null;
  }): Promise<RenderedPage>;
}

function firstReadsScript(reads: DehydratedState): string {
  return `<script type="application/json" id="${FIRST_READS_ID}">${scriptSafeJson(reads)}</script>`;
}

const ROOT = '<div id="root"></div>';

/**
 * Function replacers only: a string replacement reads `$&`, `$\``, `$'` and `$1` in it as patterns, and the
 * head, configuration and rendered page carry staff text (docs/rules/api.md, "Templates").
 */
function fillTemplate(
  template: string,
  config: string,
  head: string,
  language: Language,
  body: string,
): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(CONFIG_PLACEHOLDER, () => config)
    .replace(HEAD_PLACEHOLDER, () => head)
    .replace(ROOT, () => `<div id="root">${body}</div>`);
}

/**
 * The catalogue a page is drawn with: the product it shows (or that there is none, so the page says so
 * from its first HTML), or the list the home page and shop show.
 */
async function catalogueOf(pathname: string, source: PageSource): Promise<FirstReads['catalogue']> {
  const match = matchSitePage(pathname);
  if (match?.page.read === 'product') {
    const id = match.params.id ?? '';
    const product = await source.findProduct(id);
    return product ? { product } : { missingProduct: id };
  }
  return match?.id === 'home' || match?.id === 'shop' ? { list: [...source.products] } : {};
}

/** Whether the app is drawn on the server at this address: its page is, and so is the not-found page. */
function drawnOnServer(pathname: string): boolean {
  const match = matchSitePage(pathname);
  return !match || serverRendered(match.page);
}

export function createPageRenderer(
  template: string,
  configMeta: string,
  firstScreen?: FirstScreenHints,
  app?: AppRenderer,
): PageRenderer {
  const kept = new LRUCache<string, KeptPage>({
    maxSize: KEPT_PAGE_BYTES,
    sizeCalculation: (page, key) =>
      page.br.length + page.gzip.length + (page.plain?.length ?? 0) + key.length,
  });
  let keptGeneration = '';

  /**
   * The kept page in `encoding`. Plain HTML is unpacked once and kept with the page: unpacked for every
   * such request it cost about five times a compressed answer's CPU, and the unpacking's buffers left the
   * C library's heap some 50 MB larger after a load (docs/performance.md, 2026-11-28 00:45).
   */
  function answer(key: string, page: KeptPage, encoding: Encoding | null): RenderedPage {
    const { status, etag } = page;
    if (encoding) return { status, etag, body: page[encoding] };
    if (!page.plain) kept.set(key, (page = { ...page, plain: zlib.gunzipSync(page.gzip) }));
    return { status, etag, body: page.plain! };
  }

  return {
    async render({ origin, url, language, gateLanguage, source, sessionCookie, encoding }) {
      if (source.generation !== keptGeneration) {
        kept.clear();
        keptGeneration = source.generation;
      }
      const drawn = new URLSearchParams();
      for (const name of DRAWN_QUERIES) {
        const value = url.searchParams.get(name);
        if (value !== null) drawn.set(name, value);
      }
      const address = drawn.size > 0 ? `${url.pathname}?${drawn}` : url.pathname;
      const key = `${origin}|${language}|${gateLanguage}|${sessionCookie}|${address}`;
      const found = kept.get(key);
      if (found) return answer(key, found, encoding);
      const pageAnswer = await answerPage({
        origin,
        pathname: url.pathname,
        query: url.searchParams,
        language,
        findProduct: source.findProduct,
        profile: source.profile,
        firstScreen,
      });
      const drawing = drawnOnServer(url.pathname) ? app : undefined;
      const reads = dehydrateFirstReads(
        {
          businessProfile: source.profile,
          sessionCookie,
          catalogue: drawing ? await catalogueOf(url.pathname, source) : undefined,
        },
        language,
      );
      const body = drawing ? await drawing.renderPage({ url: address, language, reads }) : '';
      const config = configMeta + firstReadsScript(reads);
      const filled = fillTemplate(template, config, renderHead(pageAnswer.head), language, body);
      const html = Buffer.from(fillGateTexts(filled, gateLanguage));
      const page: KeptPage = {
        status: pageAnswer.status,
        etag: `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
        br: compressToKeep(html, 'br'),
        gzip: compressToKeep(html, 'gzip'),
        plain: encoding ? undefined : html,
      };
      kept.set(key, page);
      return answer(key, page, encoding);
    },
  };
}
