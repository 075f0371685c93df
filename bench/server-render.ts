// Server rendering's goals (docs/performance.md, "Server rendering"), on PostgreSQL and on the embedded
// PGlite, against the built shop as `npm start` runs it in production (access log on):
// - a kept page: each storefront page in each language asked for once, then asked for again over HTTP
//   one request at a time (median ≤ 5 ms);
// - an uncached page: the same pages, each request under a host name of its own, so the server finds no
//   kept page and reads, renders and compresses it afresh, one request at a time (p95 ≤ 30 ms on
//   PostgreSQL);
// - resident memory and the catalogue's throughput as the server bench measures them (bench/server-bench.ts:
//   the same loads, in the same rounds; here each round on new processes of both shops, five rounds unless
//   BENCH_ROUNDS says otherwise), the shop beside the same shop serving the same build without its
//   server render (`dist/server` left out, so pages arrive for the browser to draw): at most 20 MB more
//   after the loads, and catalogue req/s (plain and Brotli) not lower, within 5 % (two runs of the same
//   server differ by about that much on these machines).
// React's render alone (the built dist/server/entry-server.js in this process, data at hand) is printed
// beside them, to tell its share of an uncached page. Exits 1 when a goal is missed.
// Run: node bench/server-render.ts   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS as for the server bench;
// BENCH_PORT the first of five ports, the system chooses by default)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BusinessProfile } from '../src/shared/business-profile.ts';
import { LANGUAGES } from '../src/shared/config.ts';
import { dehydrateFirstReads } from '../src/shared/first-reads.ts';
import type { Product } from '../src/shared/schemas/catalog.ts';
import { sitePages } from '../src/shared/site-pages.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import { builtDist } from './built-server.ts';
import { spawnHelloWorld, type HelloWorld } from './hello-world.ts';
import { benchSettings, measureShops, type BenchSettings } from './server-bench.ts';
import type { DatabaseFigures } from './server-report.ts';
import { prepareShop } from './shop-under-bench.ts';

export const RENDER_GOALS = {
  keptPageMedianMs: 5,
  uncachedPageP95Ms: 30,
  addedResidentMb: 20,
  /** Catalogue req/s with server rendering over without, at least. */
  catalogueRatio: 0.95,
};

/** Rounds of the server bench's loads by default, each on new processes of both shops. */
const ROUNDS_OF_LOAD = 5;

/** Times each page is asked for, in each language, per measure. */
const ROUNDS = 20;

type Kind = 'PostgreSQL' | 'PGlite';

interface PageTimes {
  kept: number[];
  uncached: number[];
}

export interface KindFigures {
  kind: Kind;
  times: PageTimes;
  without: DatabaseFigures;
  with: DatabaseFigures;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

const median = (values: readonly number[]) => percentile(values, 0.5);

/** Every storefront page of the route table, a product's and the not-found page included. */
function storefrontAddresses(productId: string): string[] {
  const pages = sitePages
    .filter((page) => page.area === 'storefront')
    .map((page) => page.path.replace(':id', encodeURIComponent(productId)));
  return [...pages, '/no-such-page'];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as a browser sends it, answered in full; its time in ms. A 5xx fails the bench. */
function timedGet(base: string, address: string, host?: string): Promise<number> {
  const url = new URL(address, base);
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };
  if (host) headers.host = host;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if ((response.statusCode ?? 500) >= 500)
          reject(new Error(`${address} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    request.on('error', reject);
  });
}

/** A kept page and an uncached one, one request at a time, on a shop of its own. */
async function pageTimes(databaseUrl: string | undefined, port: number): Promise<PageTimes> {
  const shop = await prepareShop(databaseUrl, port);
  const running = await shop.restart(port);
  try {
    const base = running.server.baseUrl;
    const products = (await (await fetch(`${base}/api/products`)).json()) as { id: string }[];
    const addresses = storefrontAddresses(products[0]!.id).flatMap((address) =>
      LANGUAGES.map((language) => `${address}${address.includes('?') ? '&' : '?'}lang=${language}`),
    );
    for (const address of addresses) await timedGet(base, address);
    const kept: number[] = [];
    const uncached: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const address of addresses) {
        kept.push(await timedGet(base, address));
        uncached.push(await timedGet(base, address, `r${uncached.length}.bench.test`));
      }
    }
    return { kept, uncached };
  } finally {
    await running.stop();
    shop.remove();
  }
}

/** A copy of the build without its server render: the same shop, its pages drawn by the browser. */
function buildWithoutRendering(): string {
  const dist = builtDist();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-no-render-'));
  fs.cpSync(dist, copy, { recursive: true, filter: (source) => source !== path.join(dist, 'server') });
  return copy;
}

async function measureKind(
  kind: Kind,
  databaseUrls: (string | undefined)[],
  withoutDist: string,
  hello: HelloWorld,
  settings: BenchSettings,
): Promise<KindFigures> {
  const [without, withRendering] = await measureShops(
    [
      { label: `${kind} without server rendering`, databaseUrl: databaseUrls[0], distDir: withoutDist },
      { label: kind, databaseUrl: databaseUrls[1] },
    ],
    hello,
    settings,
    { processPerRound: true },
  );
  const times = await pageTimes(databaseUrls[2], settings.port ? settings.port + 3 : 0);
  return { kind, times, without: without!, with: withRendering! };
}

/** React's render alone, in this process, with the catalogue of a shop on the embedded database. */
async function renderAlone(port: number): Promise<number[]> {
  const shop = await prepareShop(undefined, port);
  const running = await shop.restart(port);
  let products: Product[];
  let profile: BusinessProfile;
  try {
    products = await (await fetch(`${running.server.baseUrl}/api/products`)).json();
    profile = await (await fetch(`${running.server.baseUrl}/api/business-profile`)).json();
  } finally {
    await running.stop();
    shop.remove();
  }
  const file = path.join(builtDist(), 'server', 'entry-server.js');
  const app = await import(pathToFileURL(file).href);
  await app.prepareRendering();
  const rendered: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const language of LANGUAGES) {
      for (const url of storefrontAddresses(products[0]!.id)) {
        const started = performance.now();
        const reads = dehydrateFirstReads(
          {
            businessProfile: profile,
            sessionCookie: false,
            catalogue: url.startsWith('/product/') ? { product: products[0]! } : { list: products },
          },
          language,
        );
        await app.renderPage({ url, language, reads });
        rendered.push(performance.now() - started);
      }
    }
  }
  return rendered;
}

const perSecond = (f: DatabaseFigures, load: 'cataloguePlain' | 'catalogueBrotli' | 'productPage') =>
  median(f.rounds.map((round) => round[load].perSecond));
/** Each round's figure with server rendering over the same round's without, the median of the rounds. */
const throughputRatio = (k: KindFigures, load: 'cataloguePlain' | 'catalogueBrotli') =>
  median(k.with.rounds.map((round, i) => round[load].perSecond / k.without.rounds[i]![load].perSecond));
/**
 * Resident memory with server rendering over without, read after each round's loads on that round's new
 * processes: the median of the rounds, since one process's peak heap differs from the next's by more
 * than the goal's margin.
 */
const addedMb = (k: KindFigures) =>
  median(k.with.rounds.map((round, i) => round.rssAfter - k.without.rounds[i]!.rssAfter));
const medianRss = (f: DatabaseFigures) => median(f.rounds.map((round) => round.rssAfter));

export function missedRenderGoals(k: KindFigures): string[] {
  const missed: string[] = [];
  if (!(median(k.times.kept) <= RENDER_GOALS.keptPageMedianMs))
    missed.push(`${k.kind}: kept page median above ${RENDER_GOALS.keptPageMedianMs} ms`);
  if (k.kind === 'PostgreSQL' && !(percentile(k.times.uncached, 0.95) <= RENDER_GOALS.uncachedPageP95Ms))
    missed.push(`${k.kind}: uncached page p95 above ${RENDER_GOALS.uncachedPageP95Ms} ms`);
  if (!(addedMb(k) <= RENDER_GOALS.addedResidentMb))
    missed.push(`${k.kind}: server rendering adds more than ${RENDER_GOALS.addedResidentMb} MB resident`);
  for (const load of ['cataloguePlain', 'catalogueBrotli'] as const) {
    if (!(throughputRatio(k, load) >= RENDER_GOALS.catalogueRatio))
      missed.push(`${k.kind}: ${load} below ${RENDER_GOALS.catalogueRatio} of the server without rendering`);
  }
  return missed;
}

function printFigures(kinds: readonly KindFigures[], rendered: readonly number[], settings: BenchSettings) {
  const ms = (value: number) => value.toFixed(2);
  const whole = (value: number) => Math.round(value).toLocaleString('en');
  const rows: [string, (k: KindFigures) => string, string][] = [
    [
      `kept page over HTTP, median / p95 ms (${kinds[0]?.times.kept.length ?? 0})`,
      (k) => `${ms(median(k.times.kept))} / ${ms(percentile(k.times.kept, 0.95))}`,
      `median ≤ ${RENDER_GOALS.keptPageMedianMs}`,
    ],
    [
      `uncached page over HTTP, median / p95 ms (${kinds[0]?.times.uncached.length ?? 0})`,
      (k) => `${ms(median(k.times.uncached))} / ${ms(percentile(k.times.uncached, 0.95))}`,
      `p95 ≤ ${RENDER_GOALS.uncachedPageP95Ms} on PostgreSQL`,
    ],
    [
      'resident MB after load, with / without (added), medians of the rounds',
      (k) =>
        `${medianRss(k.with).toFixed(0)} / ${medianRss(k.without).toFixed(0)} (${addedMb(k) >= 0 ? '+' : ''}${addedMb(k).toFixed(1)})`,
      `added ≤ ${RENDER_GOALS.addedResidentMb}`,
    ],
    ...(['cataloguePlain', 'catalogueBrotli'] as const).map(
      (load): [string, (k: KindFigures) => string, string] => [
        `${load === 'cataloguePlain' ? 'catalogue plain' : 'catalogue Brotli'} req/s, with / without (ratio)`,
        (k) =>
          `${whole(perSecond(k.with, load))} / ${whole(perSecond(k.without, load))} (${throughputRatio(k, load).toFixed(2)})`,
        `ratio ≥ ${RENDER_GOALS.catalogueRatio}`,
      ],
    ),
    [
      'product page req/s, with / without',
      (k) => `${whole(perSecond(k.with, 'productPage'))} / ${whole(perSecond(k.without, 'productPage'))}`,
      '',
    ],
  ];
  const header = ['', ...kinds.map((k) => k.kind), 'goal'];
  const table = rows.map(([name, cell, goal]) => [name, ...kinds.map(cell), goal]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `server rendering: ${ROUNDS} rounds of every storefront page in ${LANGUAGES.length} languages, one request ` +
      `at a time; loads of ${settings.connections} connections, ${settings.rounds} rounds of ${settings.seconds} s; ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
  for (const k of kinds) {
    const byRound = (f: (round: number) => string) => k.with.rounds.map((_, i) => f(i)).join(', ');
    const ratio = (load: 'cataloguePlain' | 'catalogueBrotli', i: number) =>
      (k.with.rounds[i]![load].perSecond / k.without.rounds[i]![load].perSecond).toFixed(2);
    const added = (i: number) => (k.with.rounds[i]!.rssAfter - k.without.rounds[i]!.rssAfter).toFixed(1);
    console.log(
      `${k.kind} by round: added MB ${byRound(added)}; catalogue plain ${byRound((i) => ratio('cataloguePlain', i))}; ` +
        `Brotli ${byRound((i) => ratio('catalogueBrotli', i))}`,
    );
  }
  console.log(
    `React's render alone, in process (${rendered.length}): median ${ms(median(rendered))} ms, ` +
      `p95 ${ms(percentile(rendered, 0.95))} ms`,
  );
}

/** Measures both databases, prints the table; false when a goal was missed. */
export async function benchServerRendering(settings = benchSettings(ROUNDS_OF_LOAD)): Promise<boolean> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const withoutDist = buildWithoutRendering();
  const hello = await spawnHelloWorld(settings.port);
  const kinds: KindFigures[] = [];
  let rendered: number[];
  try {
    const cluster = await startCluster(bin);
    try {
      const names = ['without_rendering', 'with_rendering', 'page_times'];
      for (const name of names) await cluster.createDatabase(name);
      const urls = names.map((name) => cluster.url(name));
      kinds.push(await measureKind('PostgreSQL', urls, withoutDist, hello, settings));
    } finally {
      cluster.stop();
    }
    kinds.push(await measureKind('PGlite', [undefined, undefined, undefined], withoutDist, hello, settings));
    rendered = await renderAlone(settings.port ? settings.port + 4 : 0);
  } finally {
    await hello.stop();
    fs.rmSync(withoutDist, { recursive: true, force: true });
    agent.destroy();
  }
  printFigures(kinds, rendered, settings);
  const missed = kinds.flatMap(missedRenderGoals);
  console.log(missed.length ? `missed goals:\n- ${missed.join('\n- ')}` : 'every goal met');
  return missed.length === 0;
}

if (import.meta.main) {
  if (!(await benchServerRendering())) process.exitCode = 1;
}
