// How many statements placing an order sends the database (each a round trip on PostgreSQL): the order's
// path is held to its count, so a change that adds one has to change this test and say why.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { countStatements } from '../../test-support/statement-count.ts';
import { line, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;

beforeAll(async () => {
  // The mail sender checks the outbox only when an order's mails wake it, not on a timer.
  t = await startTestApp({ mail: { pollIntervalMs: 3_600_000 } });
  f = await seedOrderFixtures(t.database.db);
});
afterAll(() => t.close());

/**
 * The statements one new guest order sends, the fewest of five: the mail sender's pass, woken by the
 * order's mails, and the rate limits' occasional sweep are not the order's and may land in a count.
 */
async function statementsPerOrder(items: ReturnType<typeof line>[]): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const counting = countStatements(t.database);
    try {
      const res = await t
        .client()
        .post('/api/orders', submission(items, { customerEmail: `trips${i}@example.my` }), {
          'idempotency-key': `round-trips-${items.length}-${i}`,
        });
      expect(res.status).toBe(201);
    } finally {
      counting.stop();
    }
    counts.push(counting.count());
    await new Promise((resolve) => setTimeout(resolve, 200)); // the woken mail pass runs here
  }
  return Math.min(...counts);
}

// Outside the transaction: the two order limits (address, email), the key's earlier order and the
// catalogue's sizes. In it: BEGIN, the order, its items (answered by their insert), both mails' limits in
// one, both mails' outbox rows in one, one statement per size for its stock, COMMIT. The business profile
// the mails are signed with is kept in memory (modules/business-profile/profile-cache.ts).
test('a guest order of one size is placed in at most 11 statements, its transaction included', async () => {
  expect(await statementsPerOrder([line(f.can, 2)])).toBeLessThanOrEqual(11);
});

test('each further size adds one statement at most, its stock', async () => {
  expect(await statementsPerOrder([line(f.can, 1), line(f.half, 1), line(f.edge, 1)])).toBeLessThanOrEqual(
    13,
  );
});
