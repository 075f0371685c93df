// Lighthouse (mobile emulation, simulated throttling) on the gate screen and on /, /shop and a product
// page with both gates passed, in Debian's Chromium against the built app on a fresh embedded database.
// Past the gates each page is measured twice: as the visitor meets it after the gate screen (its shared
// scripts cached), and with the browser's cache emptied first.
// Prints per page: performance, accessibility, best practices, SEO, LCP, CLS, TBT and the first-load
// JavaScript (gzip bytes of every script the page fetched, see first-load-js.ts).
// Run: node bench/lighthouse.ts   (CHROME_PATH overrides /usr/bin/chromium; BENCH_PORT the server's port)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { gzipKilobytes } from './first-load-js.ts';
import { startBuiltServer } from './built-server.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

function printTable(rows: Row[]): void {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'CLS', 'TBT ms', 'JS KB gz'];
  const lines = rows.map((r) => [
    r.page,
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r.bestPractices.toFixed(2),
    r.seo.toFixed(2),
    Number.isFinite(r.lcpMs) ? (r.lcpMs / 1000).toFixed(2) : 'none',
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
    const rows: Row[] = [await audit(`${server.url}/`, debugPort, 'gate screen')];
    // Pass both gates the way the app remembers them, then measure the storefront itself.
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate(() => {
      localStorage.setItem('taproom-access', 'true');
      localStorage.setItem('ageVerified', 'true');
      localStorage.setItem('language', 'en');
    });
    const pages = ['/', '/shop', `/product/${productId}`];
    const label = (pathname: string) => pathname.replace(productId, ':id');
    // A visitor past the gates has been through the gate screen in this browser: its scripts are cached.
    for (const pathname of pages)
      rows.push(await audit(`${server.url}${pathname}`, debugPort, label(pathname)));
    // The same pages with nothing cached, as after an update of the shop changed every script's name.
    const session = await browser.newCDPSession(page);
    for (const pathname of pages) {
      await session.send('Network.clearBrowserCache');
      rows.push(await audit(`${server.url}${pathname}`, debugPort, `${label(pathname)} (cold cache)`));
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
