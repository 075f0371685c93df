// The catalogue and order loads against two server processes on one PostgreSQL, half of the connections
// on each (as a proxy spreading them would), beside a bare hello-world in a process of its own loaded the
// same way in the same run (bench/load-generator.ts). On a 2-core machine the load generator shares the
// cores with both servers and the database, so the figure shows coherence costs, not a doubling.
// Run: node bench/two-processes.ts [seconds=5] [connections=20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';
import {
  spawnServer,
  waitUntilReady,
  type ServerProcess,
} from '../src/server/test-support/server-process.ts';
import { streamServerEnv } from '../src/server/test-support/order-stream.ts';
import { builtDist } from './built-server.ts';
import { spawnHelloWorld } from './hello-world.ts';
import { generateLoad, type LoadFigures, type LoadShape } from './load-generator.ts';
import { orderableSize, orderLedger, ordersCorrect, storedBenchOrders } from './order-load.ts';
import { settle } from './settle.ts';

/** The same load on every server at once, each with its share of the connections; figures summed. */
async function acrossServers(
  servers: ServerProcess[],
  shape: Omit<LoadShape, 'url'> & { path: string },
): Promise<LoadFigures> {
  const runs = await Promise.all(
    servers.map((server) =>
      generateLoad({
        ...shape,
        url: server.baseUrl + shape.path,
        connections: Math.max(1, Math.round(shape.connections / servers.length)),
      }),
    ),
  );
  return {
    perSecond: runs.reduce((sum, run) => sum + run.perSecond, 0),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

export async function benchTwoProcesses(seconds = 5, connections = 20): Promise<boolean> {
  buildIfNeeded();
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const cluster = await startCluster(bin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench2-'));
  const servers: ServerProcess[] = [];
  try {
    const databaseUrl = await cluster.createDatabase('bench');
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DIST_DIR: builtDist(), ...streamServerEnv };
    const seeding = await spawnServer({ ...env, DEMO_DATA: 'on' });
    await waitUntilReady(seeding);
    seeding.child.kill('SIGTERM');
    await seeding.exited;
    const running = { ...env, DEMO_DATA: 'off', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    servers.push(await spawnServer(running), await spawnServer(running));
    await Promise.all(servers.map((server) => waitUntilReady(server)));

    const catalogueLoad = { path: '/api/products', connections, headers: { 'accept-encoding': 'gzip' } };
    await acrossServers(servers, { ...catalogueLoad, seconds: 1 });
    const catalogue = await acrossServers(servers, { ...catalogueLoad, seconds });

    // One ledger for both: its orders are numbered across the servers and checked as one.
    const ledger = orderLedger(await orderableSize(servers[0]!.baseUrl));
    const ordered = await acrossServers(servers, {
      path: '/api/orders',
      seconds,
      connections,
      requests: [ledger.request],
      status: 201,
    });
    for (const server of servers) await settle(server.child.pid!);
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const stored = await storedBenchOrders(dataDir, databaseUrl);
    const correct = ordersCorrect(ledger, stored, ordered.failures, connections);

    const hello = await spawnHelloWorld();
    let baseline: LoadFigures;
    try {
      await generateLoad({ url: hello.url, seconds: 1, connections });
      baseline = await generateLoad({ url: hello.url, seconds, connections });
    } finally {
      await hello.stop();
    }
    const ratio = (figures: LoadFigures) => (figures.perSecond / baseline.perSecond).toFixed(3);
    console.log(`two processes on one PostgreSQL, ${connections} connections shared between them`);
    console.log(
      `GET /api/products (gzip): ${catalogue.perSecond.toFixed(0)} req/s combined, p99 ${catalogue.p99Ms.toFixed(1)} ms` +
        (catalogue.failures ? ` (${catalogue.failures} FAILED)` : ''),
    );
    console.log(
      `POST /api/orders: ${ordered.perSecond.toFixed(0)} orders/s combined, p99 ${ordered.p99Ms.toFixed(0)} ms; ` +
        `${ledger.acknowledged().size} answered, ${stored.size} stored → ${correct ? 'correct' : 'WRONG'}`,
    );
    console.log(`hello-world baseline (one process): ${baseline.perSecond.toFixed(0)} req/s`);
    console.log(
      `ratio: catalogue ${ratio(catalogue)}, orders ${ratio(ordered)} of one process's hello-world`,
    );
    return catalogue.failures === 0 && correct;
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  if (!(await benchTwoProcesses(seconds || undefined, connections || undefined))) process.exitCode = 1;
}
