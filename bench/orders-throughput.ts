// Orders per second through POST /api/orders on a throwaway PostgreSQL, checked for correctness afterwards
// (every order written once, with the right total), printed against the hello-world baseline.
// Run: node bench/orders-throughput.ts [orders=1000] [concurrency=20]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sum } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { orderItems, orders } from '../src/server/db/schema.ts';
import { loadEnv } from '../src/server/env.ts';
import { line, seedOrderFixtures, submission } from '../src/server/modules/orders/order-fixtures.ts';
import { createLocalStorage } from '../src/server/storage/object-storage.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import { helloWorldBaseline, runLoad } from './load.ts';

export async function benchOrders(total = 1000, concurrency = 20): Promise<void> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const cluster = await startCluster(bin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-'));
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const database = await openDatabase({ databaseUrl: cluster.url('bench'), dataDir });
    await database.migrate();
    const f = await seedOrderFixtures(database.db);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = await buildApp({
      env,
      database,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      distDir: dataDir,
      secret: crypto.randomBytes(32).toString('base64url'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // Mixed carts: 1..5 cans plus a keg on every tenth order (with the dispenser rental).
    const body = (i: number) => {
      const keg = i % 10 === 0;
      const lines = keg ? [line(f.can, (i % 5) + 1), line(f.keg, 1)] : [line(f.can, (i % 5) + 1)];
      return submission(lines, { kegDispenserRental: keg, customerEmail: `bench${i}@example.my` });
    };
    const expectedSen = Array.from(
      { length: total },
      (_, i) => 1400 * ((i % 5) + 1) + (i % 10 === 0 ? 69_000 + 5_000 : 0),
    ).reduce((a, b) => a + b, 0);
    const result = await runLoad(total, concurrency, async (i) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
        body: JSON.stringify(body(i)),
      });
      await res.arrayBuffer();
      return res.status === 201;
    });

    const [written] = await database.db.select({ n: count(), total: sum(orders.totalAmount) }).from(orders);
    const [items] = await database.db.select({ n: count() }).from(orderItems);
    await app.close();
    await database.close();

    const expectedItems = total + Math.ceil(total / 10);
    const correct =
      result.failures === 0 &&
      written!.n === total &&
      items!.n === expectedItems &&
      Math.round(Number(written!.total) * 100) === expectedSen;
    const baseline = await helloWorldBaseline(total * 5, concurrency);
    console.log(
      `orders: ${total} in ${result.seconds.toFixed(2)} s = ${result.perSecond.toFixed(0)} orders/s (concurrency ${concurrency}, PostgreSQL)`,
    );
    console.log(`hello-world baseline: ${baseline.perSecond.toFixed(0)} req/s`);
    console.log(`ratio: ${(result.perSecond / baseline.perSecond).toFixed(3)} of hello-world`);
    console.log(
      `check: ${written!.n} orders, ${items!.n} items, total RM ${written!.total} (expected ${total}, ${expectedItems}, RM ${(expectedSen / 100).toFixed(2)}) → ${correct ? 'correct' : 'WRONG'}`,
    );
    if (!correct) process.exitCode = 1;
  } finally {
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [total, concurrency] = process.argv.slice(2).map(Number);
  await benchOrders(total || undefined, concurrency || undefined);
}
