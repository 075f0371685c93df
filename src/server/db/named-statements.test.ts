// Statements on PostgreSQL are prepared once per connection and reused, a bounded number of them
// (docs/architecture.md, "Database statements"). Runs on a real PostgreSQL in both passes of the suite:
// the run's server when there is one, otherwise a cluster of its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { findPostgresBin, startCluster, type Cluster } from '../test-support/postgres-cluster.ts';
import { clonePostgresTemplate } from '../test-support/template-database.ts';
import type { Database } from './client.ts';
import { PREPARED_PER_CONNECTION } from './named-statements.ts';
import { openPostgres } from './postgres-pool.ts';

let cluster: Cluster | undefined;
let database: Database;

beforeAll(async () => {
  const base = inject('postgresBaseUrl');
  let url: string;
  if (base) url = await clonePostgresTemplate(base, inject('databaseTemplate'));
  else {
    const bin = findPostgresBin();
    if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
    cluster = await startCluster(bin);
    url = await cluster.createDatabase('named_statements');
  }
  database = openPostgres(url);
});
afterAll(async () => {
  await database.close();
  cluster?.stop();
});

/** The statements this connection has prepared, by their text. */
const preparedOn = async (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
  (await tx.execute<{ statement: string }>(sql.raw('select statement from pg_prepared_statements'))).rows.map(
    (row) => row.statement,
  );

test('a statement sent again on one connection is prepared once and answers each time', async () => {
  await database.db.transaction(async (tx) => {
    const before = await preparedOn(tx);
    const sums: number[] = [];
    for (const n of [1, 2, 3]) {
      const { rows } = await tx.execute<{ sum: number }>(sql`select ${n}::int + 1 as sum`);
      sums.push(rows[0]!.sum);
    }
    expect(sums).toEqual([2, 3, 4]);
    const after = await preparedOn(tx);
    expect(after.filter((text) => text === 'select $1::int + 1 as sum')).toHaveLength(1);
    expect(after.length - before.length).toBeLessThanOrEqual(1);
  });
});

test('a connection prepares a bounded number of statements, and those past it still answer', async () => {
  const extra = 20;
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < PREPARED_PER_CONNECTION + extra; i++) {
      const { rows } = await tx.execute<{ value: number }>(
        sql`select ${i}::int + ${sql.raw(String(i))} as value`,
      );
      expect(rows[0]!.value).toBe(2 * i);
    }
    const prepared = await preparedOn(tx);
    expect(prepared).toHaveLength(PREPARED_PER_CONNECTION);
    // One prepared before the bound is still used: sending it again adds nothing.
    await tx.execute(sql`select ${7}::int + ${sql.raw('0')} as value`);
    expect(await preparedOn(tx)).toHaveLength(PREPARED_PER_CONNECTION);
  });
});

test('a statement without parameters, such as several commands at once, runs unprepared', async () => {
  await database.db.transaction(async (tx) => {
    const before = await preparedOn(tx);
    await tx.execute(sql.raw('select 1; select 2'));
    expect(await preparedOn(tx)).toEqual(before);
  });
});
