// `taproom backup` and `taproom restore` on real databases: a round trip into an empty shop gives back
// every table's rows and every image byte for byte; a restore refuses a newer schema, a non-empty
// database without --force and a damaged or unreadable file, and a restore that fails half-way leaves
// the database as it was. An older backup is brought up to date by the migrations.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { packFolder, unpackInto } from '../../backup/archive.ts';
import { MANIFEST_FILE, tableFile, type Manifest } from '../../backup/manifest.ts';
import { applyMigrations, lastAppliedMigration, tablesInDependencyOrder } from '../../backup/repository.ts';
import { knownMigrations } from '../../backup/schema-version.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { seedLargeData } from '../../db/seed-large.ts';
import { createLocalStorage } from '../../storage/object-storage.ts';
import { cliShop, runCli, type CliShop } from '../../test-support/cli-run.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { loadEnv } from '../../env.ts';
import { createS3Storage, s3SettingsFromEnv } from '../../storage/s3-storage.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-backups-'));
const shops: CliShop[] = [];
let source: CliShop;
let backupFile: string;

async function newShop(options: { empty?: boolean; pglite?: boolean } = {}): Promise<CliShop> {
  const shop = await cliShop(options);
  shops.push(shop);
  return shop;
}

/** Every table's rows (as JSON, sorted) and every stored image's SHA-256. */
async function snapshot(shop: CliShop) {
  const tables = await shop.with(async ({ db }: Database) => {
    const result: Record<string, string[]> = {};
    for (const name of await tablesInDependencyOrder(db)) {
      const { rows } = await db.execute(sql`select row_to_json(t)::text as r from ${sql.identifier(name)} t`);
      result[name] = (rows as { r: string }[]).map((row) => row.r).sort();
    }
    return result;
  });
  const storage = createLocalStorage(path.join(shop.dataDir, 'uploads'));
  const images: Record<string, string> = {};
  for (const name of await storage.list()) {
    images[name] = crypto
      .createHash('sha256')
      .update((await storage.get(name))!.body)
      .digest('hex');
  }
  return { tables, images };
}

const rowCounts = (snap: Awaited<ReturnType<typeof snapshot>>) =>
  Object.fromEntries(Object.entries(snap.tables).map(([name, rows]) => [name, rows.length]));

/** Rewrites a backup: `change` edits its unpacked files before they are packed again. */
async function alteredBackup(
  name: string,
  change: (dir: string, manifest: Manifest) => void,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, 'unpacked-'));
  await unpackInto(backupFile, dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  change(dir, manifest);
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const names = [
    MANIFEST_FILE,
    ...manifest.tables.map((t) => tableFile(t.name)),
    ...manifest.images.map((i) => `images/${i.name}`),
  ];
  const file = path.join(work, name);
  await packFolder(dir, names, file);
  return file;
}

beforeAll(async () => {
  source = await newShop();
  expect((await runCli(['seed'], source.env)).code).toBe(0);
  expect((await runCli(['staff', 'create', 'brewer@taproom.test'], source.env)).code).toBe(0);
  await source.with(async ({ db }) => {
    await seedLargeData(db, { customers: 30, orders: 120, messages: 10, subscribers: 15, requests: 5 });
    await db.execute(sql`select nextval('order_number_seq')`);
  });
  backupFile = path.join(work, 'shop.tar.gz');
  const made = await runCli(['backup', backupFile], source.env);
  expect(made).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Backed up \d+ tables/) });
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.remove()));
  fs.rmSync(work, { recursive: true, force: true });
});

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

test('a damaged, unreadable or newer backup is refused and the database stays as it was', async () => {
  const target = await newShop();
  expect((await runCli(['staff', 'create', 'keeper@taproom.test'], target.env)).code).toBe(0);
  const before = await snapshot(target);
  expect(before.tables.users).toHaveLength(1);
  const restore = (file: string) => runCli(['restore', file, '--force'], target.env);

  const truncated = path.join(work, 'truncated.tar.gz');
  const whole = fs.readFileSync(backupFile);
  fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
  expect(await restore(truncated)).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/cannot read .*truncated/),
  });

  const text = path.join(work, 'notes.txt');
  fs.writeFileSync(text, 'not a backup');
  expect(await restore(text)).toMatchObject({ code: 1, stderr: expect.stringMatching(/cannot read/) });
  expect(await restore(path.join(work, 'missing.tar.gz'))).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/cannot read .*missing\.tar\.gz: no such file/),
  });

  const tampered = await alteredBackup('tampered.tar.gz', (dir) =>
    fs.appendFileSync(path.join(dir, tableFile('orders')), '{}\n'),
  );
  expect(await restore(tampered)).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/damaged: tables\/orders\.jsonl does not match its checksum/),
  });

  const newer = await alteredBackup('newer.tar.gz', (_dir, manifest) => {
    manifest.schema = { idx: 99, tag: '0099_from_the_future', when: 1999999999999 };
  });
  expect(await restore(newer)).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/newer than this version knows/),
  });

  // Checksums right, but a row the database refuses: the whole restore rolls back.
  const refusedRow = await alteredBackup('bad-row.tar.gz', (dir, manifest) => {
    const file = path.join(dir, tableFile('order_items'));
    fs.appendFileSync(
      file,
      `${JSON.stringify({ id: crypto.randomUUID(), order_id: crypto.randomUUID() })}\n`,
    );
    const entry = manifest.tables.find((t) => t.name === 'order_items')!;
    entry.sha256 = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    entry.rows += 1;
  });
  const failed = await restore(refusedRow);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(/the database was left as it was: .*violates/);
  expect(failed.stderr).not.toMatch(/order_id/);
  expect((await snapshot(target)).tables).toEqual(before.tables);
}, 120_000);

test('a backup from an older schema is restored and brought up to date by the migrations', async () => {
  const known = knownMigrations();
  const old = await newShop({ empty: true });
  await old.with(async ({ db }) => {
    await db.transaction((tx) =>
      applyMigrations(
        tx,
        known.slice(0, -1).map((m) => m.meta),
      ),
    );
    await db.execute(
      sql`insert into users (email, role, password_hash) values ('old@taproom.test', 'admin', 'x')`,
    );
  });
  const oldFile = path.join(work, 'old.tar.gz');
  expect((await runCli(['backup', oldFile], old.env)).code).toBe(0);

  const target = await newShop({ empty: true });
  expect((await runCli(['restore', oldFile], target.env)).code).toBe(0);
  await target.with(async ({ db }) => {
    expect(await lastAppliedMigration(db)).toBe(known.at(-1)!.when);
    const [user] = await db.select().from(users);
    expect(user).toMatchObject({ email: 'old@taproom.test', disabledAt: null });
  });
}, 120_000);

test('images in an S3 bucket are backed up and restored through the storage in use', async () => {
  const [from, to] = [await startS3Server('taproom-from'), await startS3Server('taproom-to')];
  try {
    const bucket = (server: typeof from) => createS3Storage(s3SettingsFromEnv(loadEnv(server.env)));
    const original = bucket(from);
    const image = crypto.randomBytes(4096);
    await original.put('up-s3-shot.webp', image, 'image/webp');
    await original.put('default-beer.webp', Buffer.from('fallback'), 'image/webp');
    const shop = await newShop();
    const file = path.join(work, 's3.tar.gz');
    const made = await runCli(['backup', file], { ...shop.env, ...from.env });
    expect(made.stdout).toMatch(/ and 2 images /);

    const target = await newShop({ empty: true });
    expect((await runCli(['restore', file], { ...target.env, ...to.env })).code).toBe(0);
    const restored = bucket(to);
    expect(await restored.list()).toEqual(['default-beer.webp', 'up-s3-shot.webp']);
    expect((await restored.get('up-s3-shot.webp'))?.body.equals(image)).toBe(true);
    original.close();
    restored.close();
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
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
