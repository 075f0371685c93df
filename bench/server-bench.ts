// The server bench: throughput, answer times, memory and start-up of the built shop, measured together in
// one run on PostgreSQL and on the embedded PGlite, each figure beside a bare Fastify hello-world loaded
// the same way in the same round (docs/performance.md says what each figure means).
// Per database: a first start fills it with the demo catalogue; a restart is timed to /readyz; the
// resident memory is read; then each round loads the hello-world, the catalogue plain and with Brotli, a
// product page and orders, one after the other; the memory is read again; two more restarts are timed;
// the orders are checked against the database. Settings: BENCH_SECONDS (5 per load), BENCH_ROUNDS (2),
// BENCH_CONNECTIONS (10), BENCH_PORT (first of four ports; the system chooses by default).
// Run: node bench/server-bench.ts
import os from 'node:os';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import { spawnHelloWorld, type HelloWorld } from './hello-world.ts';
import { generateLoad, type LoadFigures } from './load-generator.ts';
import { orderLedger, ordersCorrect, storedBenchOrders } from './order-load.ts';
import { printServerFigures, type DatabaseFigures, type Round } from './server-report.ts';
import { prepareShop, type RunningShop } from './shop-under-bench.ts';

export interface BenchSettings {
  seconds: number;
  rounds: number;
  connections: number;
  /** First of the ports the bench's servers listen on (hello-world, seeding and shop); 0: any. */
  port: number;
}

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const benchSettings = (): BenchSettings => ({
  seconds: setting('BENCH_SECONDS', 5),
  rounds: setting('BENCH_ROUNDS', 2),
  connections: setting('BENCH_CONNECTIONS', 10),
  port: setting('BENCH_PORT', 0),
});

const portAt = (settings: BenchSettings, offset: number) => (settings.port ? settings.port + offset : 0);

interface CatalogueProduct {
  id: string;
  variants: { id: string; size: string; price: string }[];
}

async function measureShop(
  label: DatabaseFigures['label'],
  databaseUrl: string | undefined,
  hello: HelloWorld,
  settings: BenchSettings,
): Promise<DatabaseFigures> {
  const shop = await prepareShop(databaseUrl, portAt(settings, 1));
  try {
    const restarts: number[] = [];
    let running: RunningShop = await shop.restart(portAt(settings, 2));
    restarts.push(running.readyMs);
    const base = running.server.baseUrl;
    const rssBefore = running.server.rssMegabytes();

    const products = (await (await fetch(`${base}/api/products`)).json()) as CatalogueProduct[];
    const product = products.find((p) => p.variants.some((v) => !/keg/i.test(v.size)))!;
    const variant = product.variants.find((v) => !/keg/i.test(v.size))!;
    const ledger = orderLedger({ productId: product.id, variantId: variant.id, price: variant.price });
    const load = (path: string, headers: Record<string, string> = {}, seconds = settings.seconds) =>
      generateLoad({ url: base + path, seconds, connections: settings.connections, headers });
    const orders = (seconds = settings.seconds) =>
      generateLoad({
        url: `${base}/api/orders`,
        seconds,
        connections: settings.connections,
        requests: [ledger.request],
        status: 201,
      });
    const page = `/product/${product.id}`;
    const browser = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };

    // Warm-up: the JIT, the caches and the connection pool, as after a few minutes of shoppers.
    const warmUp = Math.max(1, Math.round(settings.seconds / 3));
    await load('/api/products', {}, warmUp);
    await load('/api/products', { 'accept-encoding': 'br' }, warmUp);
    await load(page, browser, warmUp);
    const warmOrders = await orders(warmUp);

    const rounds: Round[] = [];
    const failures: LoadFigures[] = [warmOrders];
    for (let round = 0; round < settings.rounds; round++) {
      const loadAverage = os.loadavg()[0]!;
      const helloWorld = await generateLoad({
        url: hello.url,
        seconds: settings.seconds,
        connections: settings.connections,
      });
      const measured: Round = {
        loadAverage,
        helloWorld,
        cataloguePlain: await load('/api/products'),
        catalogueBrotli: await load('/api/products', { 'accept-encoding': 'br' }),
        productPage: await load(page, browser),
        orders: await orders(),
      };
      rounds.push(measured);
      failures.push(measured.cataloguePlain, measured.catalogueBrotli, measured.productPage);
    }
    const rssAfter = running.server.rssMegabytes();
    await running.stop();
    for (let restart = 0; restart < 2; restart++) {
      running = await shop.restart(portAt(settings, 2));
      restarts.push(running.readyMs);
      await running.stop();
    }
    const stored = await storedBenchOrders(shop.dataDir, databaseUrl);
    const orderFailures = warmOrders.failures + rounds.reduce((sum, r) => sum + r.orders.failures, 0);
    return {
      label,
      rounds,
      rssBefore,
      rssAfter,
      restartsMs: restarts,
      otherFailures: failures.slice(1).reduce((sum, f) => sum + f.failures, 0),
      orders: {
        acknowledged: ledger.acknowledged().size,
        stored: stored.size,
        wrongTotals: ledger.wrongTotals(),
        correct: ordersCorrect(ledger, stored, orderFailures, settings.connections * (rounds.length + 1)),
      },
    };
  } finally {
    shop.remove();
  }
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
      await cluster.createDatabase('bench');
      figures.push(await measureShop('PostgreSQL', cluster.url('bench'), hello, settings));
    } finally {
      cluster.stop();
    }
    figures.push(await measureShop('PGlite', undefined, hello, settings));
  } finally {
    await hello.stop();
  }
  return printServerFigures(figures, settings);
}

if (import.meta.main) {
  if (!(await benchServer())) process.exitCode = 1;
}
