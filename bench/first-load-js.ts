// The first-load JavaScript figure: every script a page fetched until it was shown (chunks and
// translations included), each gzip-compressed at level 9 from its uncompressed bytes, added up.
// Independent of how the server happened to send it, so it is the same on every run and comparable with the
// budget (docs/architecture.md, budgets). The storefront journey e2e/storefront-first-load.spec.ts fails
// above it.
// Run: node bench/first-load-js.ts [--chunks]   (prints each storefront page past both gates, and the chunks
// of the heaviest one, or of every page with --chunks; CHROME_PATH overrides /usr/bin/chromium, BENCH_PORT
// the server's port)
import zlib from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { untilShown } from '../e2e/support/shown.ts';
import { LANGUAGE_COOKIE } from '../src/shared/config.ts';

export const FIRST_LOAD_BUDGET_KB = 150;
/**
 * What the storefront journey holds every page to, in every language: the figure the heaviest page
 * reaches with React Router's data router and i18next, with no room to grow, so no byte comes in
 * unnoticed while the pages stand over the budget above (docs/decisions/055-data-router-over-the-byte-
 * budget.md, 056-i18next-for-the-web-app.md). It comes down to the budget as they shed weight.
 */
export const FIRST_LOAD_CEILING_KB = 174;
/**
 * Each script is a request of its own, and on a phone's connection requests wait their turn for a round
 * trip (scripts/chunk-groups.ts), so a page's first load also has a budget of scripts.
 */
export const FIRST_LOAD_MAX_SCRIPTS = 10;

/**
 * The gate screen runs the gates alone, without the framework (docs/decisions/038-gate-screen-without-the-
 * framework.md): its scripts stay within this many KB gzip.
 */
export const GATE_SCREEN_BUDGET_KB = 10;

/** The storefront pages the budget holds for; `:id` is a product of the catalogue. */
export const STOREFRONT_PAGES = ['/', '/shop', '/product/:id', '/about', '/contact'] as const;

export function gzipSize(bytes: Uint8Array): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

export interface ScriptSize {
  url: string;
  gzipBytes: number;
}

/** The gzip size of each distinct URL, largest first. */
export async function gzipSizes(urls: readonly string[]): Promise<ScriptSize[]> {
  const sizes: ScriptSize[] = [];
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    sizes.push({ url, gzipBytes: gzipSize(new Uint8Array(await response.arrayBuffer())) });
  }
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const kilobytes = (sizes: readonly ScriptSize[]): number =>
  sizes.reduce((total, size) => total + size.gzipBytes, 0) / 1024;

/** Sum of the gzip sizes of the distinct URLs, in KB (1024 bytes). */
export async function gzipKilobytes(urls: readonly string[]): Promise<number> {
  return kilobytes(await gzipSizes(urls));
}

/**
 * Opens `url` in `page` and lists every script it fetched until the page was shown (its heading, fonts and
 * pictures in view) and no script was still loading.
 */
export async function scriptsUntilShown(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  let loading = 0;
  let allLoaded = () => {};
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.url());
    loading += 1;
  });
  const ended = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    loading -= 1;
    if (loading === 0) allLoaded();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(url);
  await untilShown(page);
  if (loading > 0) await new Promise<void>((resolve) => (allLoaded = resolve));
  return scripts;
}

/** Both gates passed the way the app remembers them, in a fresh context; `language` is the stored choice. */
export async function firstLoadPastGates(
  browser: Browser,
  url: string,
  language: 'en' | 'ms' | 'zh' = 'en',
): Promise<ScriptSize[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript((chosen) => {
      localStorage.setItem('taproom-access', 'true');
      localStorage.setItem('ageVerified', 'true');
      localStorage.setItem('language', chosen);
    }, language);
    // The app keeps the chosen language in a cookie beside storage, so the server renders in it.
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
    return await gzipSizes(await scriptsUntilShown(page, url));
  } finally {
    await context.close();
  }
}

function printChunks(page: string, sizes: readonly ScriptSize[]): void {
  console.log(`\nChunks of ${page}:`);
  for (const { url, gzipBytes } of sizes) {
    console.log(`  ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
  }
}

async function main(): Promise<void> {
  const everyPage = process.argv.includes('--chunks');
  const { chromium } = await import('@playwright/test');
  const { startBuiltServer } = await import('./built-server.ts');
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 0));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as { id: string }[];
    const productId = products[0]?.id;
    if (!productId) throw new Error('The demo catalogue is empty');
    const measured: { page: string; sizes: ScriptSize[] }[] = [];
    console.log(
      `| page | JS KB gz | scripts | budget ${FIRST_LOAD_BUDGET_KB} KB, ${FIRST_LOAD_MAX_SCRIPTS} scripts |`,
    );
    console.log('| --- | --- | --- | --- |');
    for (const page of STOREFRONT_PAGES) {
      const sizes = await firstLoadPastGates(browser, `${server.url}${page.replace(':id', productId)}`);
      const kb = kilobytes(sizes);
      const within = kb <= FIRST_LOAD_BUDGET_KB && sizes.length <= FIRST_LOAD_MAX_SCRIPTS;
      console.log(`| ${page} | ${kb.toFixed(1)} | ${sizes.length} | ${within ? 'within' : 'OVER'} |`);
      measured.push({ page, sizes });
    }
    const heaviest = measured.reduce((a, b) => (kilobytes(b.sizes) > kilobytes(a.sizes) ? b : a));
    for (const { page, sizes } of everyPage ? measured : [heaviest]) printChunks(page, sizes);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) {
  await main();
}
