// What the backup and restore tests share (cli/commands/backup.test.ts, restore-refusals.test.ts): shops of
// their own, a look at everything a shop holds, and a backup of a seeded shop to restore and to damage.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { packFolder, unpackInto } from '../backup/archive.ts';
import { MANIFEST_FILE, tableFile, type Manifest } from '../backup/manifest.ts';
import { tablesInDependencyOrder } from '../backup/repository.ts';
import { migrationsFolder, type Database } from '../db/client.ts';
import { seedLargeData } from '../demo/seed-large.ts';
import { createLocalStorage } from '../storage/object-storage.ts';
import { cliShop, runCli, type CliShop } from './cli-run.ts';

/**
 * A work folder and the shops of one test file, removed after its tests: call at the top of the file.
 */
export function backupWorkspace() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-backups-'));
  const shops: CliShop[] = [];
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.remove()));
    fs.rmSync(work, { recursive: true, force: true });
  });
  const newShop = async (options: { empty?: boolean; pglite?: boolean } = {}): Promise<CliShop> => {
    const shop = await cliShop(options);
    shops.push(shop);
    return shop;
  };
  return { work, newShop };
}

/**
 * A copy of the shop's migrations folder whose journal stops after the first `count` migrations, for
 * Drizzle's migrator to build a database at an older schema.
 */
export function migrationsUpTo(work: string, count: number): string {
  const folder = fs.mkdtempSync(path.join(work, 'migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A shop with the demo catalogue and its images, a staff account, customers, orders, messages,
 * subscribers and requests, and an order number already used; and its backup in `work`.
 */
export async function seededShopBackup(
  work: string,
  newShop: () => Promise<CliShop>,
): Promise<{ source: CliShop; backupFile: string }> {
  const source = await newShop();
  expect((await runCli(['seed'], source.env)).code).toBe(0);
  expect((await runCli(['staff', 'create', 'brewer@taproom.test'], source.env)).code).toBe(0);
  await source.with(async ({ db }) => {
    await seedLargeData(db, { customers: 30, orders: 120, messages: 10, subscribers: 15, requests: 5 });
    await db.execute(sql`select nextval('order_number_seq')`);
  });
  const backupFile = path.join(work, 'shop.tar.gz');
  const made = await runCli(['backup', backupFile], source.env);
  expect(made).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Backed up \d+ tables/) });
  return { source, backupFile };
}

/** Every table's rows (as JSON, sorted) and every stored image's SHA-256. */
export async function snapshot(shop: CliShop) {
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

export const rowCounts = (snap: Awaited<ReturnType<typeof snapshot>>) =>
  Object.fromEntries(Object.entries(snap.tables).map(([name, rows]) => [name, rows.length]));

const unpackedBackups = new Map<string, Promise<string>>();

/** The backup's files, unpacked once into `work` for every rewrite of it. */
function unpacked(work: string, backupFile: string): Promise<string> {
  let dir = unpackedBackups.get(backupFile);
  if (!dir) {
    const into = fs.mkdtempSync(path.join(work, 'unpacked-'));
    dir = unpackInto(backupFile, into).then(() => into);
    unpackedBackups.set(backupFile, dir);
  }
  return dir;
}

/** Rewrites a backup into `work`: `change` edits its unpacked files before they are packed again. */
export async function alteredBackup(
  work: string,
  backupFile: string,
  name: string,
  change: (dir: string, manifest: Manifest) => void,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, 'altered-'));
  fs.cpSync(await unpacked(work, backupFile), dir, { recursive: true });
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
