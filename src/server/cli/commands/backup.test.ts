// `taproom backup` and `taproom restore` on real databases: a round trip into an empty shop gives back
// every table's rows and every image byte for byte, and a restore refuses a non-empty database without
// --force. Refused and older backups and backups of images in a bucket: restore-refusals.test.ts.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, inject, test } from 'vitest';
import { backupWorkspace, rowCounts, seededShopBackup, snapshot } from '../../test-support/backup-shops.ts';
import { runCli, type CliShop } from '../../test-support/cli-run.ts';

const { work, newShop } = backupWorkspace();
let source: CliShop;
let backupFile: string;

beforeAll(async () => {
  ({ source, backupFile } = await seededShopBackup(work, newShop));
}, 120_000);

test('a backup restored into an empty shop gives back every table and every image', async () => {
  const before = await snapshot(source);
  expect(Object.keys(before.images).length).toBeGreaterThan(20);
  expect(before.tables.orders).toHaveLength(120);
  // The activity trail's ids come from an identity column; they come back as they were.
  expect(before.tables.audit_events?.length).toBeGreaterThan(0);

  const target = await newShop({ empty: true });
  const restored = await runCli(['restore', backupFile], target.env);
  expect(restored).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/^Restored \d+ rows and \d+ images/),
  });
  const after = await snapshot(target);
  expect(rowCounts(after)).toEqual(rowCounts(before));
  expect(after.tables).toEqual(before.tables);
  expect(after.images).toEqual(before.images);

  // The order numbers carry on where the backed-up shop left off.
  const next = async (shop: CliShop) =>
    shop.with(
      async ({ db }) => (await db.execute(sql`select nextval('order_number_seq')::int as n`)).rows[0],
    );
  expect(await next(target)).toEqual(await next(source));
}, 120_000);

test('a restore refuses a non-empty database without --force and replaces it with --force', async () => {
  const target = await newShop();
  expect((await runCli(['staff', 'create', 'other@taproom.test'], target.env)).code).toBe(0);
  const before = await snapshot(target);
  const refused = await runCli(['restore', backupFile], target.env);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/the database is not empty \(users: 1\); add --force/);
  expect(await snapshot(target)).toEqual(before);

  expect((await runCli(['restore', backupFile, '--force'], target.env)).code).toBe(0);
  expect((await snapshot(target)).tables).toEqual((await snapshot(source)).tables);
}, 120_000);

// On the PostgreSQL run, the same file also moves the shop to the embedded database and back.
if (inject('postgresBaseUrl')) {
  test('a PostgreSQL backup restores into PGlite, and a PGlite backup back into PostgreSQL', async () => {
    const before = await snapshot(source);
    const embedded = await newShop({ empty: true, pglite: true });
    expect((await runCli(['restore', backupFile], embedded.env)).code).toBe(0);
    expect(embedded.kind).toBe('pglite');
    expect(await snapshot(embedded)).toEqual(before);

    const fromPglite = path.join(work, 'from-pglite.tar.gz');
    expect((await runCli(['backup', fromPglite], embedded.env)).stdout).toMatch(/from pglite/);
    const server = await newShop({ empty: true });
    expect((await runCli(['restore', fromPglite], server.env)).code).toBe(0);
    expect(await snapshot(server)).toEqual(before);
  }, 120_000);
}

test('backup and restore explain themselves and refuse a missing file argument', async () => {
  expect((await runCli(['backup', '--help'], source.env)).stdout).toMatch(
    /Usage: npm run taproom -- backup <file>/,
  );
  expect(await runCli(['restore'], source.env)).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/missing argument: <file>/),
  });
  expect(await runCli(['backup', 'a', 'b'], source.env)).toMatchObject({ code: 2 });
  expect(await runCli(['restore', backupFile, '--yes'], source.env)).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/Unknown option '--yes'/),
  });
});
