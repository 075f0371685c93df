// Resident memory of the real server process (node src/server/main.ts) before and after a load run: the
// demo catalogue read over and over, orders placed, images and pages served. On PostgreSQL (a throwaway
// cluster) and on the embedded PGlite. Budgets: ≤ 150 MB on PostgreSQL, < 200 MB on PGlite.
// Run: node bench/memory.ts [seconds=10] [concurrency=20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import {
  spawnServer,
  waitUntilReady,
  type ServerProcess,
} from '../src/server/test-support/server-process.ts';
import { line, submission } from '../src/server/modules/orders/order-fixtures.ts';
import { streamAddress, streamServerEnv } from '../src/server/test-support/order-stream.ts';
import { runFor } from './load.ts';

interface Measured {
  before: number;
  after: number;
  requests: number;
  failures: number;
}

async function loadRun(server: ServerProcess, seconds: number, concurrency: number): Promise<Measured> {
  const base = server.baseUrl;
  const products = (await (await fetch(`${base}/api/products`)).json()) as {
    id: string;
    variants: { id: string; price: string }[];
  }[];
  const first = products[0]!;
  const cart = [
    line({ productId: first.id, variantId: first.variants[0]!.id, price: first.variants[0]!.price }, 1),
  ];
  const before = server.rssMegabytes();
  let i = 0;
  let firstFailure = '';
  const result = await runFor(seconds, concurrency, async () => {
    const n = i++;
    const kind = n % 10;
    let res: Response;
    if (kind === 0) {
      res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `memory-${n}`,
          'x-forwarded-for': streamAddress(n),
        },
        body: JSON.stringify(submission(cart, { customerEmail: `bench${n}@example.my` })),
      });
    } else if (kind === 1) {
      res = await fetch(`${base}/api/products/${products[n % products.length]!.id}`);
    } else {
      res = await fetch(`${base}/api/products`, {
        headers: { 'accept-encoding': n % 2 ? 'gzip' : 'identity' },
      });
    }
    const body = await res.text();
    if (!res.ok && !firstFailure) firstFailure = `${res.status} ${body.slice(0, 200)}`;
    return res.ok;
  });
  if (firstFailure) console.log(`first failure: ${firstFailure}`);
  return { before, after: server.rssMegabytes(), requests: result.requests, failures: result.failures };
}

async function measure(env: Record<string, string>, seconds: number, concurrency: number): Promise<Measured> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-memory-'));
  // A first start fills the database with the demo catalogue; the measured one starts like any later day.
  const seeding = await spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'on', ...env });
  await waitUntilReady(seeding);
  seeding.child.kill('SIGTERM');
  await seeding.exited;
  const server = await spawnServer({
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    NODE_ENV: 'production',
    ...streamServerEnv,
    ...env,
  });
  try {
    await waitUntilReady(server);
    return await loadRun(server, seconds, concurrency);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(label: string, m: Measured, budget: number, strict: boolean): boolean {
  const ok = strict ? m.after < budget : m.after <= budget;
  console.log(
    `${label}: RSS before ${m.before.toFixed(0)} MB, after ${m.after.toFixed(0)} MB ` +
      `(${m.requests} requests${m.failures ? `, ${m.failures} FAILED` : ''}); budget ${strict ? '<' : '≤'} ${budget} MB → ${ok ? 'ok' : 'OVER'}`,
  );
  return ok && m.failures === 0;
}

export async function benchMemory(seconds = 10, concurrency = 20): Promise<void> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const cluster = await startCluster(bin);
  let onPostgres: Measured;
  try {
    await cluster.createDatabase('memory');
    onPostgres = await measure({ DATABASE_URL: cluster.url('memory') }, seconds, concurrency);
  } finally {
    cluster.stop();
  }
  const onPglite = await measure({ DATABASE_URL: '' }, seconds, concurrency);
  const pgOk = print('PostgreSQL', onPostgres, 150, false);
  const pgliteOk = print('PGlite', onPglite, 200, true);
  if (!pgOk || !pgliteOk) process.exitCode = 1;
}

if (import.meta.main) {
  const [seconds, concurrency] = process.argv.slice(2).map(Number);
  await benchMemory(seconds || undefined, concurrency || undefined);
}
