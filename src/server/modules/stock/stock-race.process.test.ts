// Fifty shoppers on two server processes (one PostgreSQL) order the last ten units of one size at once:
// the count is guarded in the database, not in a process, so exactly ten units go and none twice
// (docs/decisions/025-stock-ledger.md). Runs on a cluster of its own, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { productVariants, stockMovements } from '../../db/schema.ts';
import { startSharedDatabase, type SharedDatabase } from '../../test-support/shared-database.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from '../../test-support/server-process.ts';
import { TestClient } from '../../test-support/test-app.ts';
import { line, seedOrderFixtures, submission, type FixtureVariant } from '../orders/order-fixtures.ts';
import { stockAndLedger } from './test-support.ts';

let shared: SharedDatabase;
let servers: ServerProcess[] = [];
let size: FixtureVariant;

beforeAll(async () => {
  shared = await startSharedDatabase();
  const start = () => spawnServer(shared.serverEnv());
  servers = await Promise.all([start(), start()]);
  await Promise.all(servers.map((server) => waitUntilReady(server)));
  size = (await seedOrderFixtures(shared.database.db)).can;
  await shared.database.db.transaction(async (tx) => {
    await tx.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, size.variantId));
    await tx.insert(stockMovements).values({ variantId: size.variantId, change: 10, reason: 'counted' });
  });
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await shared?.stop();
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
  expect(await stockAndLedger(shared.database.db, size.variantId)).toEqual({ stock: 0, ledger: 0 });
});
