// The migration that introduces order numbers numbers the orders already in the shop, oldest first, and
// new orders continue from there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, inject, test } from 'vitest';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-migration-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** A copy of the migrations folder that stops before the migration with the given tag. */
function migrationsBefore(tag: string): string {
  const folder = path.join(workDir, 'before');
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

test('existing orders are numbered oldest first and new ones follow', async () => {
  // An empty database (no tables) in memory, from the run's template.
  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(inject('emptyPgliteTarball'))]),
  });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore('0005_owner_tools') });
  const insert = (name: string, createdAt: string) =>
    client.query(
      `insert into orders (customer_name, customer_email, total_amount, delivery_option, created_at)
       values ($1, 'x@example.my', '10.00', 'pickup', $2)`,
      [name, createdAt],
    );
  await insert('Newest', '2026-03-01T10:00:00Z');
  await insert('Oldest', '2026-01-01T10:00:00Z');
  await insert('Middle', '2026-02-01T10:00:00Z');

  await migrate(db, { migrationsFolder });
  await insert('After', '2026-04-01T10:00:00Z');
  const { rows } = await client.query<{ customer_name: string; order_number: number }>(
    'select customer_name, order_number from orders order by order_number',
  );
  expect(rows).toEqual([
    { customer_name: 'Oldest', order_number: 1001 },
    { customer_name: 'Middle', order_number: 1002 },
    { customer_name: 'Newest', order_number: 1003 },
    { customer_name: 'After', order_number: 1004 },
  ]);
  await client.close();
}, 120_000);
