// The embedded database as the shop's queries meet it (pglite.ts): dates, times and intervals read as the
// text PostgreSQL writes, as on the PostgreSQL driver, and without a query handing PGlite readers of its
// own, which would make PGlite copy its whole table of readers for that query; and PostgreSQL inside it
// sized for one shop on one connection.
import fs from 'node:fs';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPgliteClient, pgliteDatabase } from './pglite.ts';

let client: PGlite;
const optionsSeen: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  const tarball = new Blob([fs.readFileSync(inject('emptyPgliteTarball'))]);
  client = await createPgliteClient('memory://', { loadDataDir: tarball });
  const watched = (query: PGlite['query']) =>
    ((text: string, params?: unknown[], options?: QueryOptions) => {
      optionsSeen.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
  const { query, transaction } = {
    query: client.query.bind(client),
    transaction: client.transaction.bind(client),
  };
  client.query = watched(query);
  client.transaction = (work) =>
    transaction((tx) => work({ ...tx, query: watched((...args) => tx.query(...args)) }));
});
afterAll(() => client.close());

const TEXTS = sql`select timestamptz '2026-11-24 20:00:00+08' as at, date '2026-11-24' as day,
  interval '1 day 2 hours' as span, array[timestamp '2026-11-24 20:00'] as ats, 12.50::numeric as price`;

test('dates, times, intervals and numerics read as text, in and out of a transaction', async () => {
  const { db } = pgliteDatabase(client);
  const expected = {
    at: '2026-11-24 12:00:00+00',
    day: '2026-11-24',
    span: '1 day 02:00:00',
    ats: '{"2026-11-24 20:00:00"}',
    price: '12.50',
  };
  expect((await db.execute(TEXTS)).rows).toEqual([expected]);
  expect(await db.transaction(async (tx) => (await tx.execute(TEXTS)).rows)).toEqual([expected]);
});

test("the shop's queries hand PGlite no readers of their own", async () => {
  const { db } = pgliteDatabase(client);
  optionsSeen.length = 0;
  await db.execute(sql`select 1`);
  await db.transaction((tx) => tx.execute(sql`select 2`));
  expect(optionsSeen).toHaveLength(2);
  expect(optionsSeen.every((options) => options?.parsers === undefined)).toBe(true);
});

test('PostgreSQL inside PGlite keeps the memory of one shop on one connection', async () => {
  const setting = async (name: string) =>
    (await client.query<{ value: string }>('select current_setting($1) as value', [name])).rows[0]!.value;
  expect(await setting('shared_buffers')).toBe('8MB');
  expect(await setting('maintenance_work_mem')).toBe('8MB');
  expect(await setting('max_connections')).toBe('1');
  // PostgreSQL's defaults reserve about 146 MB of shared memory, which PGlite's memory would keep.
  const { rows } = await client.query<{ bytes: string }>(
    'select sum(allocated_size) as bytes from pg_shmem_allocations',
  );
  expect(Number(rows[0]!.bytes)).toBeLessThanOrEqual(13 * 1024 * 1024);
});
