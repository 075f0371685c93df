// A test file's in-memory database is like a new copy of the template, even when it is one an earlier
// test file of the worker used and closed: no rows, sequence values, settings or temporary tables left.
import { sql } from 'drizzle-orm';
import { expect, inject, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditEvents, contactMessages } from '../db/schema.ts';
import { pgliteInMemory } from './pglite-in-memory.ts';

const tarball = inject('migratedPgliteTarball');

async function traces(database: Database) {
  const { db } = database;
  const [auditRow] = await db
    .insert(auditEvents)
    .values({ action: 'create', entityType: 'product', changes: { before: {}, after: {} } })
    .returning({ id: auditEvents.id });
  const { rows } = await db.execute<{ n: string; zone: string; temp: string | null }>(
    sql`select nextval('order_number_seq')::text as n, current_setting('TimeZone') as zone,
      to_regclass('pg_temp.scratch')::text as temp`,
  );
  return {
    messages: (await db.select().from(contactMessages)).length,
    auditId: auditRow!.id,
    ...rows[0]!,
  };
}

test('a database closed by one test file comes to the next as the template left it', async () => {
  const first = await pgliteInMemory(tarball);
  const fresh = await traces(first);
  await first.db.insert(contactMessages).values({ name: 'Ana', email: 'ana@example.my', message: 'Hi' });
  await first.db.execute(sql`select nextval('order_number_seq')`);
  await first.db.execute(sql`set time zone 'Asia/Kuala_Lumpur'`);
  await first.db.execute(sql`create temporary table scratch (n int)`);
  const used = await traces(first);
  expect(used).toMatchObject({ messages: 1, zone: 'Asia/Kuala_Lumpur', temp: 'scratch' });
  expect(used.auditId).toBeGreaterThan(fresh.auditId);
  await first.close();

  const next = await pgliteInMemory(tarball);
  try {
    expect(await traces(next)).toEqual(fresh);
  } finally {
    await next.close();
  }
});

test('a database whose tables were made anew is not handed on: the next test file gets the template', async () => {
  const first = await pgliteInMemory(tarball);
  await first.db.execute(sql`drop table contact_messages cascade`);
  await first.db.execute(sql`create table contact_messages (note text)`);
  await first.close();

  const next = await pgliteInMemory(tarball);
  try {
    await next.db.insert(contactMessages).values({ name: 'Ana', email: 'ana@example.my', message: 'Hi' });
    expect(await next.db.select().from(contactMessages)).toHaveLength(1);
  } finally {
    await next.close();
  }
});
