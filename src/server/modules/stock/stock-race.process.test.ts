// Fifty shoppers on two server processes (one PostgreSQL) order the last ten units of one size at once:
// the count is guarded in the database, not in a process, so exactly ten units go and none twice
// (docs/decisions/025-stock-ledger.md). Runs on a cluster of its own, once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { productVariants, stockMovements } from '../../db/schema.ts';
import { findPostgresBin, startCluster, type Cluster } from '../../test-support/postgres-cluster.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from '../../test-support/server-process.ts';
import { TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type FixtureVariant } from '../orders/order-fixtures.ts';
import { stockAndLedger } from './test-support.ts';

let cluster: Cluster;
let database: Database;
let servers: ServerProcess[] = [];
let size: FixtureVariant;
const dirs: string[] = [];

beforeAll(async () => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  cluster = await startCluster(bin);
  await cluster.createDatabase('shop');
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-stock-race-'));
    dirs.push(dir);
    return dir;
  };
  database = await openDatabase({
    databaseUrl: cluster.url('shop'),
    dataDir: folder(),
    onConnectionError: () => {},
  });
  const start = () =>
    spawnServer({
      DATABASE_URL: cluster.url('shop'),
      DATA_DIR: folder(),
      DEMO_DATA: 'off',
      TRUST_PROXY: 'loopback',
    });
  servers = await Promise.all([start(), start()]);
  await Promise.all(servers.map((server) => waitUntilReady(server)));
  size = (await seedOrderFixtures(database.db)).can;
  await database.db.transaction(async (tx) => {
    await tx.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, size.variantId));
    await tx.insert(stockMovements).values({ variantId: size.variantId, change: 10, reason: 'counted' });
  });
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.close();
  cluster?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('fifty orders over two processes for the last ten units: exactly ten accepted, never below zero', async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => {
      // Every shopper on an address and email of their own, as the limits would otherwise refuse them.
      const client = new TestClient(servers[i % 2]!.baseUrl, `198.51.100.${i + 1}`);
      return client.post(
        '/api/orders',
        submission([line(size, 1)], { customerEmail: `racer${i}@example.my` }),
      );
    }),
  );
  const accepted = answers.filter((res) => res.status === 201);
  expect(accepted).toHaveLength(10);
  expect(answers.filter((res) => res.status === 409)).toHaveLength(40);
  // Both processes answered orders; which of them took the last units is a matter of timing.
  for (const server of [0, 1]) {
    expect(answers.filter((res, i) => i % 2 === server && [201, 409].includes(res.status))).toHaveLength(25);
  }
  expect(await stockAndLedger(database.db, size.variantId)).toEqual({ stock: 0, ledger: 0 });
});
