// Lighthouse (mobile emulation, simulated throttling) on the gate screen and on /, /shop and a product
// page with both gates passed, in Debian's Chromium against the built app on a fresh embedded database.
// Past the gates each page is measured twice: as the visitor meets it after the gate screen (its shared
// scripts cached), and with the browser's cache emptied first.
// Prints per page: performance, accessibility, best practices, SEO, LCP, CLS, TBT and the first-load
// JavaScript (gzip bytes of every script the page fetched, see first-load-js.ts). Simulated timings move
// with the machine's load from one run to the next (LCP by ±0.15 s here), so the gate screen and each
// page with an empty cache are measured LIGHTHOUSE_RUNS times (3 unless set), each row being the run with
// the median LCP, with the lowest and highest LCP beside it.
// Run: node bench/lighthouse.ts   (CHROME_PATH overrides /usr/bin/chromium; BENCH_PORT the server's port)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { gzipKilobytes } from './first-load-js.ts';
import { startBuiltServer } from './built-server.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  firstLoadKb: number;
  /** The lowest and highest LCP of the page's runs. */
  lcpRange?: [number, number];
}

/** The DevTools port Chromium chose (`--remote-debugging-port=0`), from the file it writes in its profile. */
async function devToolsPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (fs.existsSync(file)) return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Chromium did not say which DevTools port it listens on');
}

async function audit(url: string, port: number, label: string): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // The gates' flags sit in localStorage, set before the run; Lighthouse would otherwise clear them.
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not complete scores zero everywhere; say why rather than print bare zeros.
  if (runtimeError) console.log(`${label}: Lighthouse stopped: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => categories[id]?.score ?? 0;
  const requests = (
    audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
  return {
    page: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    firstLoadKb: await gzipKilobytes(scripts),
  };
}

/** Measures a page RUNS times (before each, `prepare`): the run with the median LCP, among those that completed. */
async function medianRun(prepare: () => Promise<void>, measure: () => Promise<Row>): Promise<Row> {
  const rows: Row[] = [];
  for (let run = 0; run < RUNS; run++) {
    await prepare();
    rows.push(await measure());
  }
  const completed = rows.filter((row) => Number.isFinite(row.lcpMs)).sort((a, b) => a.lcpMs - b.lcpMs);
  const median = completed[Math.floor((completed.length - 1) / 2)];
  if (!median) return rows[0]!;
  return { ...median, lcpRange: [completed[0]!.lcpMs, completed.at(-1)!.lcpMs] };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function printTable(rows: Row[]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP s',
    `LCP of ${RUNS}`,
    'CLS',
    'TBT ms',
    'JS KB gz',
  ];
  const lines = rows.map((r) => [
    r.page,
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r.bestPractices.toFixed(2),
    r.seo.toFixed(2),
    Number.isFinite(r.lcpMs) ? seconds(r.lcpMs) : 'none',
    r.lcpRange ? `${seconds(r.lcpRange[0])}–${seconds(r.lcpRange[1])}` : '',
    r.cls.toFixed(3),
    r.tbtMs.toFixed(0),
    r.firstLoadKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}

export async function benchLighthouse(): Promise<void> {
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 0));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const debugPort = await devToolsPort(profile);
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as { id: string }[];
    const productId = products[0]?.id;
    if (!productId) throw new Error('The demo catalogue is empty');
    const page = browser.pages()[0] ?? (await browser.newPage());
    const session = await browser.newCDPSession(page);
    const emptyCache = async () => {
      await session.send('Network.clearBrowserCache');
    };
    // A first visitor: nothing cached, no gate passed.
    const rows: Row[] = [
      await medianRun(emptyCache, () => audit(`${server.url}/`, debugPort, 'gate screen')),
    ];
    // Pass both gates the way the app remembers them, then measure the storefront itself.
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate(() => {
      localStorage.setItem('taproom-access', 'true');
      localStorage.setItem('ageVerified', 'true');
      localStorage.setItem('language', 'en');
    });
    const pages = ['/', '/shop', `/product/${productId}`];
    const label = (pathname: string) => pathname.replace(productId, ':id');
    // A visitor past the gates has been through the gate screen in this browser: its scripts are cached
    // (one run each, in this order: what a run caches changes the next).
    for (const pathname of pages) {
      rows.push(await audit(`${server.url}${pathname}`, debugPort, label(pathname)));
    }
    // The same pages with nothing cached, as after an update of the shop changed every script's name.
    for (const pathname of pages) {
      const name = `${label(pathname)} (cold cache)`;
      rows.push(await medianRun(emptyCache, () => audit(`${server.url}${pathname}`, debugPort, name)));
    }
    await session.detach();
    printTable(rows);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await benchLighthouse();
}
