// GET /api/products per second on a throwaway PostgreSQL with the demo catalogue, against a bare Fastify
// hello-world measured in the same run with the same load shape. Loopback only, about 5 s per measurement.
// Run: node bench/products-throughput.ts [seconds=5] [concurrency=20]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemoCatalogue } from '../src/server/db/seed.ts';
import { loadEnv } from '../src/server/env.ts';
import { createLocalStorage } from '../src/server/storage/object-storage.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import { runFor, runLoad, startHelloWorld, type LoadResult } from './load.ts';

const fetchOk = async (url: string, headers: Record<string, string>, status: number): Promise<boolean> => {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status === status;
};

const report = (label: string, r: LoadResult) =>
  `${label}: ${r.requests} in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(0)} req/s${r.failures ? ` (${r.failures} FAILED)` : ''}`;

/** The bare hello-world, measured for the same time with the same concurrency. */
async function helloWorldFor(seconds: number, concurrency: number): Promise<LoadResult> {
  const hello = await startHelloWorld();
  try {
    await runLoad(1000, concurrency, () => fetchOk(hello.url, {}, 200));
    return await runFor(seconds, concurrency, () => fetchOk(hello.url, {}, 200));
  } finally {
    await hello.close();
  }
}

export async function benchProducts(seconds = 5, concurrency = 20): Promise<void> {
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
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    await seedDemoCatalogue(database.db, storage);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = await buildApp({
      env,
      database,
      storage,
      distDir: dataDir,
      secret: crypto.randomBytes(32).toString('base64url'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/products`;

    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';
    const products = (JSON.parse(body) as unknown[]).length;
    // Warm-up so both sides are measured with JIT-compiled handlers and open keep-alive sockets.
    await runLoad(1000, concurrency, () => fetchOk(url, {}, 200));

    const full = await runFor(seconds, concurrency, () => fetchOk(url, {}, 200));
    const identity = await runFor(seconds, concurrency, () =>
      fetchOk(url, { 'accept-encoding': 'identity' }, 200),
    );
    const revalidated = await runFor(seconds, concurrency, () =>
      fetchOk(url, { 'if-none-match': etag }, 304),
    );
    await app.close();
    await database.close();
    const baseline = await helloWorldFor(seconds, concurrency);

    console.log(
      `catalogue: ${products} products, ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB JSON (PostgreSQL, concurrency ${concurrency})`,
    );
    console.log(report('GET /api/products (200, gzip)', full));
    console.log(report('GET /api/products (200, uncompressed)', identity));
    console.log(report('GET /api/products (If-None-Match → 304)', revalidated));
    console.log(report('hello-world baseline', baseline));
    const ratio = (r: LoadResult) => (r.perSecond / baseline.perSecond).toFixed(3);
    console.log(
      `ratio: ${ratio(full)} of hello-world (uncompressed ${ratio(identity)}, 304 ${ratio(revalidated)}); aim ≥ 0.5`,
    );
    if (full.failures || identity.failures || revalidated.failures) process.exitCode = 1;
  } finally {
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [seconds, concurrency] = process.argv.slice(2).map(Number);
  await benchProducts(seconds || undefined, concurrency || undefined);
}
