// Orders per second through POST /api/orders on a throwaway PostgreSQL, checked for correctness afterwards
// (every order written once, with the right total), printed against the hello-world baseline.
// Run: node bench/orders-throughput.ts [orders=1000] [concurrency=20]
import { count, sum } from 'drizzle-orm';
import { orderItems, orders } from '../src/server/db/schema.ts';
import { line, seedOrderFixtures, submission } from '../src/server/modules/orders/order-fixtures.ts';
import { withBenchApp } from './bench-app.ts';
import { helloWorldBaseline, runLoad } from './load.ts';

export async function benchOrders(total = 1000, concurrency = 20): Promise<void> {
  let fixtures: Awaited<ReturnType<typeof seedOrderFixtures>> | undefined;
  const measured = await withBenchApp(
    async (database) => {
      fixtures = await seedOrderFixtures(database.db);
    },
    async ({ database, baseUrl }) => {
      const f = fixtures!;
      // Mixed carts: 1..5 cans plus a keg on every tenth order (with the dispenser rental).
      const body = (i: number) => {
        const keg = i % 10 === 0;
        const lines = keg ? [line(f.can, (i % 5) + 1), line(f.keg, 1)] : [line(f.can, (i % 5) + 1)];
        return submission(lines, { kegDispenserRental: keg, customerEmail: `bench${i}@example.my` });
      };
      const result = await runLoad(total, concurrency, async (i) => {
        const res = await fetch(`${baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
          body: JSON.stringify(body(i)),
        });
        await res.arrayBuffer();
        return res.status === 201;
      });
      const [written] = await database.db.select({ n: count(), total: sum(orders.totalAmount) }).from(orders);
      const [items] = await database.db.select({ n: count() }).from(orderItems);
      return { result, written: written!, items: items! };
    },
  );
  const { result, written, items } = measured;
  const expectedSen = Array.from(
    { length: total },
    (_, i) => 1400 * ((i % 5) + 1) + (i % 10 === 0 ? 69_000 + 5_000 : 0),
  ).reduce((a, b) => a + b, 0);
  const expectedItems = total + Math.ceil(total / 10);
  const correct =
    result.failures === 0 &&
    written.n === total &&
    items.n === expectedItems &&
    Math.round(Number(written.total) * 100) === expectedSen;
  const baseline = await helloWorldBaseline(total * 5, concurrency);
  console.log(
    `orders: ${total} in ${result.seconds.toFixed(2)} s = ${result.perSecond.toFixed(0)} orders/s (concurrency ${concurrency}, PostgreSQL)`,
  );
  console.log(`hello-world baseline: ${baseline.perSecond.toFixed(0)} req/s`);
  console.log(`ratio: ${(result.perSecond / baseline.perSecond).toFixed(3)} of hello-world`);
  console.log(
    `check: ${written.n} orders, ${items.n} items, total RM ${written.total} (expected ${total}, ${expectedItems}, RM ${(expectedSen / 100).toFixed(2)}) → ${correct ? 'correct' : 'WRONG'}`,
  );
  if (!correct) process.exitCode = 1;
}

if (import.meta.main) {
  const [total, concurrency] = process.argv.slice(2).map(Number);
  await benchOrders(total || undefined, concurrency || undefined);
}
