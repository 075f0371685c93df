// The server bench: throughput, answer times, memory and start-up of the built shop, measured together in
// one run on PostgreSQL and on the embedded PGlite, each figure beside a bare Fastify hello-world loaded
// the same way in the same round (docs/performance.md says what each figure means).
// Per database: a first start fills it with the demo catalogue; a restart is timed to /readyz; the
// resident memory is read; then each round loads the hello-world, the catalogue plain and with Brotli, a
// product page and orders, one after the other, and waits until the shop has sent the orders' mails
// (bench/settle.ts), so no load meets another's leftover work; the memory is read again; two more
// restarts are timed; the orders are checked against the database. Settings: BENCH_SECONDS (5 per load),
// BENCH_ROUNDS (2), BENCH_CONNECTIONS (10), BENCH_PORT (the first of three ports; the system chooses by
// default), and BENCH_BEFORE, another checkout of the shop (with its node_modules and dist) measured in the
// same rounds, for a before-and-after table from one run.
// Run: node bench/server-bench.ts
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import { spawnHelloWorld, type HelloWorld } from './hello-world.ts';
import { generateLoad, type LoadFigures } from './load-generator.ts';
import {
  orderableSize,
  orderLedger,
  ordersCorrect,
  storedBenchOrders,
  type OrderLedger,
} from './order-load.ts';
import { printServerFigures, type DatabaseFigures, type Round } from './server-report.ts';
import { settle } from './settle.ts';
import { prepareShop, type RunningShop, type ShopSource, type ShopUnderBench } from './shop-under-bench.ts';

export interface BenchSettings {
  seconds: number;
  rounds: number;
  connections: number;
  /** First of the ports the bench's servers listen on (hello-world, seeding and shop); 0: any. */
  port: number;
  /** Another checkout measured beside this one, or undefined. */
  before: string | undefined;
}

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const benchSettings = (defaultRounds = 2): BenchSettings => ({
  seconds: setting('BENCH_SECONDS', 5),
  rounds: setting('BENCH_ROUNDS', defaultRounds),
  connections: setting('BENCH_CONNECTIONS', 10),
  port: setting('BENCH_PORT', 0),
  before: process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined,
});

const portAt = (settings: BenchSettings, offset: number) => (settings.port ? settings.port + offset : 0);

/** One shop on one database while the rounds run. */
interface Session {
  label: string;
  shop: ShopUnderBench;
  running: RunningShop;
  restartsMs: number[];
  rssBefore: number;
  ledger: OrderLedger;
  page: string;
  rounds: Omit<Round, 'loadAverage' | 'helloWorld'>[];
  orderRuns: LoadFigures[];
  otherRuns: LoadFigures[];
}

/** One shop the rounds load: this checkout's unless its source says otherwise. */
export interface ShopToMeasure extends ShopSource {
  label: string;
  /** Its PostgreSQL database, or undefined for the embedded one. */
  databaseUrl: string | undefined;
}

async function openSession(
  { label, databaseUrl, ...source }: ShopToMeasure,
  settings: BenchSettings,
  offset: number,
): Promise<Session> {
  const shop = await prepareShop(databaseUrl, portAt(settings, offset), source);
  const running = await shop.restart(portAt(settings, offset));
  const variant = await orderableSize(running.server.baseUrl);
  return {
    label,
    shop,
    running,
    restartsMs: [running.readyMs],
    rssBefore: running.server.rssMegabytes(),
    ledger: orderLedger(variant),
    page: `/product/${variant.productId}`,
    rounds: [],
    orderRuns: [],
    otherRuns: [],
  };
}

const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };

/** Each load once on the session's shop, for `seconds`; a warm-up's figures other than orders are not kept. */
async function loadShop(session: Session, settings: BenchSettings, seconds: number, warmingUp = false) {
  const base = session.running.server.baseUrl;
  const load = (urlPath: string, headers: Record<string, string> = {}) =>
    generateLoad({ url: base + urlPath, seconds, connections: settings.connections, headers });
  const figures = {
    cataloguePlain: await load('/api/products'),
    catalogueBrotli: await load('/api/products', { 'accept-encoding': 'br' }),
    productPage: await load(session.page, BROWSER),
    orders: await generateLoad({
      url: `${base}/api/orders`,
      seconds,
      connections: settings.connections,
      requests: [session.ledger.request],
      status: 201,
    }),
  };
  // The orders' mails are sent after their answers: the next load waits until that is done.
  await settle(session.running.server.child.pid!);
  session.orderRuns.push(figures.orders);
  if (!warmingUp)
    session.otherRuns.push(figures.cataloguePlain, figures.catalogueBrotli, figures.productPage);
  return { ...figures, rssAfter: session.running.server.rssMegabytes() };
}

async function closeSession(
  session: Session,
  settings: BenchSettings,
  offset: number,
  helloWorlds: LoadFigures[],
  loadAverages: number[],
): Promise<DatabaseFigures> {
  const rssAfter = session.running.server.rssMegabytes();
  await session.running.stop();
  for (let restart = 0; restart < 2; restart++) {
    const again = await session.shop.restart(portAt(settings, offset));
    session.restartsMs.push(again.readyMs);
    await again.stop();
  }
  const stored = await storedBenchOrders(session.shop.dataDir, session.shop.databaseUrl);
  const failures = session.orderRuns.reduce((sum, run) => sum + run.failures, 0);
  // A warm-up's catalogue and page runs are not counted; its orders are, like every order.
  const otherFailures = session.otherRuns.reduce((sum, run) => sum + run.failures, 0);
  return {
    label: session.label,
    rounds: session.rounds.map((round, i) => ({
      ...round,
      helloWorld: helloWorlds[i]!,
      loadAverage: loadAverages[i]!,
    })),
    rssBefore: session.rssBefore,
    rssAfter,
    restartsMs: session.restartsMs,
    otherFailures,
    orders: {
      acknowledged: session.ledger.acknowledged().size,
      stored: stored.size,
      wrongTotals: session.ledger.wrongTotals(),
      correct: ordersCorrect(
        session.ledger,
        stored,
        failures,
        settings.connections * session.orderRuns.length,
      ),
    },
  };
}

/** Warm-up: the JIT, the caches and the connection pool, as after a few minutes of shoppers. */
const warmUp = (session: Session, settings: BenchSettings) =>
  loadShop(session, settings, Math.max(1, settings.seconds / 3), true);

/** The session's shop stopped and started again on the same database, then warmed up. */
async function freshProcess(session: Session, settings: BenchSettings, offset: number): Promise<void> {
  await session.running.stop();
  session.running = await session.shop.restart(portAt(settings, offset));
  await warmUp(session, settings);
}

export interface MeasureOptions {
  /**
   * Each round on a new server process (after a warm-up), so the rounds' median spans processes: fresh
   * processes of one build differ in throughput and in the heap's peak by more than one process does
   * from round to round.
   */
  processPerRound?: boolean;
}

/**
 * Every shop on one kind of database, in the same rounds against the same hello-world; the shops take the
 * ports after the hello-world's.
 */
export async function measureShops(
  shops: readonly ShopToMeasure[],
  hello: HelloWorld,
  settings: BenchSettings,
  { processPerRound = false }: MeasureOptions = {},
): Promise<DatabaseFigures[]> {
  const sessions: Session[] = [];
  try {
    for (const [i, shop] of shops.entries()) sessions.push(await openSession(shop, settings, 1 + i));
    for (const session of sessions) await warmUp(session, settings);
    const helloWorlds: LoadFigures[] = [];
    const loadAverages: number[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      if (processPerRound && round > 0)
        for (const [i, session] of sessions.entries()) await freshProcess(session, settings, 1 + i);
      loadAverages.push(os.loadavg()[0]!);
      helloWorlds.push(
        await generateLoad({ url: hello.url, seconds: settings.seconds, connections: settings.connections }),
      );
      // Which shop goes first alternates, so neither always meets the machine as the other left it.
      for (const session of round % 2 ? [...sessions].reverse() : sessions)
        session.rounds.push(await loadShop(session, settings, settings.seconds));
    }
    const figures: DatabaseFigures[] = [];
    for (const [i, session] of sessions.entries())
      figures.push(await closeSession(session, settings, 1 + i, helloWorlds, loadAverages));
    return figures;
  } finally {
    for (const session of sessions) {
      await session.running.stop();
      session.shop.remove();
    }
  }
}

/** This checkout on one kind of database, after the other checkout (BENCH_BEFORE) when there is one. */
function shopsOn(
  kind: 'PostgreSQL' | 'PGlite',
  databaseUrls: (string | undefined)[],
  settings: BenchSettings,
): ShopToMeasure[] {
  if (!settings.before) return [{ label: kind, databaseUrl: databaseUrls[0] }];
  return [
    { label: `${kind} before`, databaseUrl: databaseUrls[0], root: settings.before },
    { label: kind, databaseUrl: databaseUrls[1] },
  ];
}

/** Measures both databases and prints the figures; false when a goal was missed. */
export async function benchServer(settings = benchSettings()): Promise<boolean> {
  buildIfNeeded();
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const hello = await spawnHelloWorld(portAt(settings, 0));
  const figures: DatabaseFigures[] = [];
  try {
    const cluster = await startCluster(bin);
    try {
      const names = settings.before ? ['bench_before', 'bench'] : ['bench'];
      for (const name of names) await cluster.createDatabase(name);
      const urls = names.map((name) => cluster.url(name));
      figures.push(...(await measureShops(shopsOn('PostgreSQL', urls, settings), hello, settings)));
    } finally {
      cluster.stop();
    }
    const embedded = [undefined, undefined];
    figures.push(...(await measureShops(shopsOn('PGlite', embedded, settings), hello, settings)));
  } finally {
    await hello.stop();
  }
  return printServerFigures(figures, settings);
}

if (import.meta.main) {
  if (!(await benchServer())) process.exitCode = 1;
}
