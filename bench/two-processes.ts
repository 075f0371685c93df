// The catalogue and order loads against two server processes on one PostgreSQL (the load alternating
// between them, as a round-robin proxy would), printed against one hello-world process measured in the
// same run with the same load shape. On a 2-core machine the load generator shares the cores with both
// servers and the database, so the figure shows coherence costs, not a doubling.
// Run: node bench/two-processes.ts [seconds=5] [orders=1000] [concurrency=20]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { orders } from '../src/server/db/schema.ts';
import { seedDemoCatalogue } from '../src/server/demo/seed.ts';
import { line, seedOrderFixtures, submission } from '../src/server/modules/orders/order-fixtures.ts';
import { createLocalStorage } from '../src/server/storage/object-storage.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import { spawnServer, waitUntilReady } from '../src/server/test-support/server-process.ts';
import { runFor, runLoad, startHelloWorld, type LoadResult } from './load.ts';

const fetchOk = async (url: string, init: RequestInit, status: number): Promise<boolean> => {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res.status === status;
};

export async function benchTwoProcesses(seconds = 5, total = 1000, concurrency = 20): Promise<void> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const cluster = await startCluster(bin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench2-'));
  const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
  try {
    await cluster.createDatabase('bench');
    const database = await openDatabase({ databaseUrl: cluster.url('bench'), dataDir });
    await database.migrate();
    await seedDemoCatalogue(database.db, createLocalStorage(path.join(dataDir, 'uploads')));
    const f = await seedOrderFixtures(database.db);
    const env = {
      DATABASE_URL: cluster.url('bench'),
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      NODE_ENV: 'production',
      SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
      // One loopback address sends every order here; the limits are not what is measured.
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'warn',
    };
    servers.push(await spawnServer(env), await spawnServer(env));
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    const urls = servers.map((server) => server.baseUrl);
    let turn = 0;
    const next = () => urls[turn++ % urls.length]!;

    const products = () => fetchOk(`${next()}/api/products`, { headers: { 'accept-encoding': 'gzip' } }, 200);
    await runLoad(1000, concurrency, products);
    const catalogue = await runFor(seconds, concurrency, products);

    const order = (i: number) => {
      const keg = i % 10 === 0;
      const lines = keg ? [line(f.can, (i % 5) + 1), line(f.keg, 1)] : [line(f.can, (i % 5) + 1)];
      return fetchOk(
        `${next()}/api/orders`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `bench2-${i}` },
          body: JSON.stringify(
            submission(lines, { kegDispenserRental: keg, customerEmail: `bench2-${i}@example.my` }),
          ),
        },
        201,
      );
    };
    const ordered = await runLoad(total, concurrency, order);
    const [written] = await database.db.select({ n: count() }).from(orders);
    await database.close();

    const hello = await startHelloWorld();
    let baseline: LoadResult;
    try {
      await runLoad(1000, concurrency, () => fetchOk(hello.url, {}, 200));
      baseline = await runFor(seconds, concurrency, () => fetchOk(hello.url, {}, 200));
    } finally {
      await hello.close();
    }
    const ratio = (r: LoadResult) => (r.perSecond / baseline.perSecond).toFixed(3);
    console.log(
      `two processes on one PostgreSQL, load alternating between them (concurrency ${concurrency})`,
    );
    console.log(
      `GET /api/products (200, gzip): ${catalogue.perSecond.toFixed(0)} req/s combined${catalogue.failures ? ` (${catalogue.failures} FAILED)` : ''}`,
    );
    console.log(
      `POST /api/orders: ${total} in ${ordered.seconds.toFixed(2)} s = ${ordered.perSecond.toFixed(0)} orders/s combined; ${written!.n} stored (expected ${total})`,
    );
    console.log(`hello-world baseline (one process): ${baseline.perSecond.toFixed(0)} req/s`);
    console.log(
      `ratio: catalogue ${ratio(catalogue)}, orders ${ratio(ordered)} of one process's hello-world`,
    );
    if (catalogue.failures || ordered.failures || written!.n !== total) process.exitCode = 1;
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [seconds, total, concurrency] = process.argv.slice(2).map(Number);
  await benchTwoProcesses(seconds || undefined, total || undefined, concurrency || undefined);
}
