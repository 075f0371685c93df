// `taproom restore` refusing what it cannot restore: a damaged, unreadable or newer backup leaves the
// database as it was, and a restore that fails half-way rolls back. An older backup is brought up to date
// by the migrations, and images in an S3 bucket go through the storage in use. The round trip:
// backup.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { tableFile } from '../../backup/manifest.ts';
import { lastAppliedMigration } from '../../backup/repository.ts';
import { knownMigrations } from '../../backup/schema-version.ts';
import { users } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { createS3Storage, s3SettingsFromEnv } from '../../storage/s3-storage.ts';
import {
  alteredBackup,
  backupWorkspace,
  migrationsUpTo,
  seededShopBackup,
  snapshot,
} from '../../test-support/backup-shops.ts';
import { runCli } from '../../test-support/cli-run.ts';
import { startS3Server } from '../../test-support/s3-server.ts';

const { work, newShop } = backupWorkspace();
let backupFile: string;

beforeAll(async () => {
  ({ backupFile } = await seededShopBackup(work, newShop));
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

  const tampered = await alteredBackup(work, backupFile, 'tampered.tar.gz', (dir) =>
    fs.appendFileSync(path.join(dir, tableFile('orders')), '{}\n'),
  );
  expect(await restore(tampered)).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/damaged: tables\/orders\.jsonl does not match its checksum/),
  });

  const newer = await alteredBackup(work, backupFile, 'newer.tar.gz', (_dir, manifest) => {
    manifest.schema = { idx: 99, tag: '0099_from_the_future', when: 1999999999999 };
  });
  expect(await restore(newer)).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/newer than this version knows/),
  });

  // Checksums right, but a row the database refuses: the whole restore rolls back.
  const refusedRow = await alteredBackup(work, backupFile, 'bad-row.tar.gz', (dir, manifest) => {
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

test('a file that is no backup is refused before the database is even opened', async () => {
  // No database answers at this address: the refusal comes from the file alone.
  const unreachable = { DATA_DIR: work, DATABASE_URL: 'postgres://taproom@127.0.0.1:9/none' };
  expect(await runCli(['restore', path.join(work, 'missing.tar.gz')], unreachable)).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/cannot read .*missing\.tar\.gz: no such file/),
  });
});

test('a backup from an older schema is restored and brought up to date by the migrations', async () => {
  const known = knownMigrations();
  const old = await newShop({ empty: true });
  await old.with(async (database) => {
    await database.migrate(migrationsUpTo(work, known.length - 1));
    expect(await lastAppliedMigration(database.db)).toBe(known.at(-2)!.when);
    await database.db.execute(sql`insert into users (email, password_hash) values ('old@taproom.test', 'x')`);
  });
  const oldFile = path.join(work, 'old.tar.gz');
  expect((await runCli(['backup', oldFile], old.env)).code).toBe(0);

  const target = await newShop({ empty: true });
  expect((await runCli(['restore', oldFile], target.env)).code).toBe(0);
  await target.with(async (database) => {
    expect(await lastAppliedMigration(database.db)).toBe(known.at(-1)!.when);
    const [user] = await database.db.select().from(users);
    expect(user).toMatchObject({ email: 'old@taproom.test', disabledAt: null });
    // Drizzle's records name the schema the restore ended at: a start finds nothing to migrate.
    await database.migrate();
  });
  // And `taproom migrate`, the step a start takes, agrees.
  expect((await runCli(['migrate'], target.env)).code).toBe(0);
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
