// Lighthouse (mobile emulation, simulated throttling) on the gate screen and on /, /shop and a product
// page with both gates passed, in Debian's Chromium against the built app on a fresh embedded database.
// Past the gates each page is measured in two modes: as a returning visitor meets it (passed the gates
// once in this browser profile, the page's scripts in the cache from an earlier visit), and with the
// browser's cache emptied before each run, as after an update of the shop changed every script's name.
// The gate screen is a first visit by definition: measured with an empty cache and no gate passed.
// Each page and mode is measured LIGHTHOUSE_RUNS times (5 unless set) and each figure is the median of
// those runs, the lowest and highest LCP and TBT beside it. Simulated throttling scales Lighthouse's CPU
// costs by how fast this machine ran at that moment, so each row also carries the median of Lighthouse's
// own benchmark index (higher is faster; a busy 2-core machine gives roughly 600–1,200), and the run
// prints the load average before and after.
// Prints per page: performance, accessibility, best practices, SEO, LCP, CLS, TBT and the first-load
// JavaScript (gzip bytes of every script the page fetched, see first-load-js.ts), then the goals
// (docs/performance.md) each row missed; exits 1 when any was missed.
// BENCH_BEFORE=<folder> names another checkout of the shop, with its own `node_modules` and `dist` (built
// there beforehand), whose server runs beside this one as that checkout's `npm start` runs it, on an
// embedded database of its own with the demo catalogue. Both are measured in the same run and the same
// browser profile: each run of a page measures one build, then the other (which goes first alternates from
// run to run), so both meet the same machine; the gates are passed the same way on each (its own address,
// so its own storage). The table then holds a "before" and an "after" row for each page and mode; the goals
// hold for this checkout's rows only.
// Run: node bench/lighthouse.ts   (CHROME_PATH overrides /usr/bin/chromium; BENCH_PORT the server's port,
// the next one the other checkout's; LIGHTHOUSE_PAGES=gate,/,/shop,product picks pages;
// LIGHTHOUSE_REPORTS=<folder> keeps each run's report)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { FIRST_LOAD_BUDGET_KB, GATE_SCREEN_BUDGET_KB, gzipKilobytes } from './first-load-js.ts';
import { startBuiltServer, type BuiltServer } from './built-server.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'gate,/,/shop,product').split(',');
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
const PORT = Number(process.env.BENCH_PORT ?? 0);

/** A shop under measurement: this checkout ("after" beside another one) or the other ("before"). */
interface Build {
  name: 'before' | 'after' | undefined;
  url: string;
  /** The first product of its demo catalogue, whose page is measured. */
  productId: string;
}

/** The goals every row is held to; the script budget differs at the gate screen. */
export const GOALS = {
  performance: 0.95,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.01,
  /** Accessibility, best practices and SEO. */
  otherCategories: 1,
};

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  benchmarkIndex: number;
  firstLoadKb: number;
}

interface Row extends Run {
  page: string;
  build: Build['name'];
  budgetKb: number;
  /** How many runs completed, the lowest and highest LCP and TBT among them. */
  completed: number;
  lcpRange: [number, number];
  tbtRange: [number, number];
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

async function audit(url: string, port: number, label: string): Promise<Run | undefined> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // The gates' flags sit in localStorage, set before the run, and the returning visitor's cache is the
    // point of that mode; Lighthouse would otherwise clear both.
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORTS, name), result.report as string);
  }
  // A run Lighthouse could not complete scores zero everywhere; say why and leave it out of the medians.
  if (runtimeError) {
    console.log(`${label}: Lighthouse stopped: ${runtimeError.code} ${runtimeError.message}`);
    return undefined;
  }
  const score = (id: string) => categories[id]?.score ?? 0;
  const requests = (
    audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: environment.benchmarkIndex,
    firstLoadKb: await gzipKilobytes(scripts),
  };
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/**
 * Measures a page RUNS times on each build (before each measurement, `prepare`), the builds taking turns
 * within a run and the first turn alternating; a row per build, each figure the median of its completed runs.
 */
async function measure(
  page: string,
  budgetKb: number,
  builds: readonly Build[],
  prepare: () => Promise<void>,
  run: (build: Build) => Promise<Run | undefined>,
): Promise<Row[]> {
  const runs = new Map(builds.map((build) => [build, [] as Run[]]));
  for (let attempt = 0; attempt < RUNS; attempt++) {
    for (const build of attempt % 2 ? [...builds].reverse() : builds) {
      await prepare();
      const result = await run(build);
      if (result && Number.isFinite(result.lcpMs)) runs.get(build)!.push(result);
    }
  }
  return builds.map((build) => summary(page, build.name, budgetKb, runs.get(build)!));
}

function summary(page: string, build: Build['name'], budgetKb: number, runs: Run[]): Row {
  const of = (key: keyof Run) => median(runs.map((r) => r[key]));
  return {
    page,
    build,
    budgetKb,
    completed: runs.length,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    benchmarkIndex: of('benchmarkIndex'),
    firstLoadKb: of('firstLoadKb'),
    lcpRange: range(runs.map((r) => r.lcpMs)),
    tbtRange: range(runs.map((r) => r.tbtMs)),
  };
}

/** The goals a row missed, in words. */
export function missedGoals(row: Row): string[] {
  const missed: string[] = [];
  if (row.completed < RUNS) missed.push(`only ${row.completed} of ${RUNS} runs completed`);
  if (!(row.performance >= GOALS.performance)) missed.push(`performance < ${GOALS.performance}`);
  if (!(row.lcpMs <= GOALS.lcpMs)) missed.push(`LCP > ${GOALS.lcpMs / 1000} s`);
  if (!(row.tbtMs <= GOALS.tbtMs)) missed.push(`TBT > ${GOALS.tbtMs} ms`);
  if (!(row.cls <= GOALS.cls)) missed.push(`CLS > ${GOALS.cls}`);
  for (const [name, value] of [
    ['accessibility', row.accessibility],
    ['best practices', row.bestPractices],
    ['SEO', row.seo],
  ] as const) {
    if (!(value >= GOALS.otherCategories)) missed.push(`${name} < ${GOALS.otherCategories}`);
  }
  if (!(row.firstLoadKb <= row.budgetKb)) missed.push(`JS > ${row.budgetKb} KB gzip`);
  return missed;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

function printTable(rows: Row[]): void {
  const withBuild = rows.some((r) => r.build);
  const header = [
    'page',
    ...(withBuild ? ['build'] : []),
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP s',
    'LCP range',
    'CLS',
    'TBT ms',
  ];
  header.push('TBT range', 'JS KB gz', 'bench idx');
  const lines = rows.map((r) => [
    r.page,
    ...(withBuild ? [r.build ?? ''] : []),
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r.bestPractices.toFixed(2),
    r.seo.toFixed(2),
    seconds(r.lcpMs),
    `${seconds(r.lcpRange[0])}–${seconds(r.lcpRange[1])}`,
    r.cls.toFixed(3),
    r.tbtMs.toFixed(0),
    `${r.tbtRange[0].toFixed(0)}–${r.tbtRange[1].toFixed(0)}`,
    r.firstLoadKb.toFixed(1),
    r.benchmarkIndex.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}

/** This checkout's server and, with BENCH_BEFORE, the other checkout's (stopped by `stop`). */
async function startBuilds(): Promise<{ builds: Build[]; stop: () => Promise<void> }> {
  const servers: BuiltServer[] = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
  };
  try {
    if (BEFORE) servers.push(await startBuiltServer(PORT ? PORT + 1 : 0, BEFORE));
    servers.push(await startBuiltServer(PORT));
    const builds: Build[] = [];
    for (const [i, server] of servers.entries()) {
      const products = (await (await fetch(`${server.url}/api/products`)).json()) as { id: string }[];
      const productId = products[0]?.id;
      if (!productId) throw new Error(`The demo catalogue at ${server.url} is empty`);
      const name = !BEFORE ? undefined : i === 0 ? 'before' : 'after';
      builds.push({ name, url: server.url, productId });
    }
    return { builds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The goals this checkout's rows missed, by row; a row of the other checkout is only told when incomplete. */
function reportGoals(rows: readonly Row[]): boolean {
  let met = true;
  for (const row of rows) {
    const name = row.build ? `${row.page} (${row.build})` : row.page;
    if (row.build === 'before') {
      if (row.completed < RUNS) console.log(`Only ${row.completed} of ${RUNS} runs completed on ${name}`);
      continue;
    }
    const missed = missedGoals(row);
    if (missed.length === 0) continue;
    met = false;
    console.log(`Missed on ${name}: ${missed.join('; ')}`);
  }
  if (met) console.log(BEFORE ? 'Every goal met by this checkout.' : 'Every goal met.');
  return met;
}

/** Measures the pages, prints the table and the missed goals; resolves to whether every goal was met. */
export async function benchLighthouse(): Promise<boolean> {
  console.log(`Lighthouse, median of ${RUNS} runs; load average ${loadAverage()} at the start`);
  if (BEFORE) console.log(`before: ${BEFORE}; after: ${path.resolve(import.meta.dirname, '..')}`);
  const { builds, stop } = await startBuilds();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows: Row[] = [];
  try {
    const debugPort = await devToolsPort(profile);
    const page = browser.pages()[0] ?? (await browser.newPage());
    const session = await browser.newCDPSession(page);
    // The cache is the profile's, shared by every address: emptied for one build, it is for the other too.
    const emptyCache = async () => {
      await session.send('Network.clearBrowserCache');
    };
    const addressOf = (name: string, build: Build) =>
      name === 'gate' ? '/' : name === 'product' ? `/product/${build.productId}` : name;
    const lighthouseRun = (name: string, mode: string) => (build: Build) =>
      audit(
        `${build.url}${addressOf(name, build)}`,
        debugPort,
        [name === 'product' ? '/product/:id' : name, mode, build.name].filter(Boolean).join('-'),
      );

    // A first visitor: nothing cached, no gate passed.
    if (PAGES.includes('gate')) {
      rows.push(
        ...(await measure(
          'gate screen',
          GATE_SCREEN_BUDGET_KB,
          builds,
          emptyCache,
          lighthouseRun('gate', ''),
        )),
      );
    }
    // Pass both gates the way each build remembers them (the same keys in its own address's storage),
    // then measure the storefront itself.
    for (const build of builds) {
      await page.goto(`${build.url}/robots.txt`);
      await page.evaluate(() => {
        localStorage.setItem('taproom-access', 'true');
        localStorage.setItem('ageVerified', 'true');
        localStorage.setItem('language', 'en');
      });
    }
    for (const name of ['/', '/shop', 'product'].filter((n) => PAGES.includes(n))) {
      const shown = name === 'product' ? '/product/:id' : name;
      // A returning visitor: the page was visited before in this profile, so its scripts, fonts and
      // pictures are in the cache; each run leaves the cache as the next one finds it.
      await emptyCache();
      for (const build of builds) {
        await page.goto(`${build.url}${addressOf(name, build)}`, { waitUntil: 'networkidle' });
      }
      rows.push(
        ...(await measure(
          `${shown} returning`,
          FIRST_LOAD_BUDGET_KB,
          builds,
          async () => {},
          lighthouseRun(name, 'returning'),
        )),
      );
      rows.push(
        ...(await measure(
          `${shown} empty cache`,
          FIRST_LOAD_BUDGET_KB,
          builds,
          emptyCache,
          lighthouseRun(name, 'empty'),
        )),
      );
    }
    await session.detach();
  } finally {
    await browser.close();
    await stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  printTable(rows);
  console.log(`Load average ${loadAverage()} at the end.`);
  console.log(
    `Goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, ` +
      `CLS ≤ ${GOALS.cls}, accessibility, best practices and SEO ${GOALS.otherCategories.toFixed(1)}, ` +
      `first-load JS ≤ ${FIRST_LOAD_BUDGET_KB} KB gzip past the gates (${GATE_SCREEN_BUDGET_KB} KB at the gate screen).`,
  );
  return reportGoals(rows);
}

if (import.meta.main) {
  if (!(await benchLighthouse())) process.exitCode = 1;
}
