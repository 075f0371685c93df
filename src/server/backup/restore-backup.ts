// Puts a backup file back (docs/decisions/013-logical-backups.md). Everything is checked before anything
// changes: the archive unpacks, the manifest is ours, every file matches its checksum and the schema is
// one this code knows (all before the database is even opened), and the database is empty unless `force`
// is given. Drizzle's migrator first brings the database to the newest schema, so its records name every
// migration this code knows, which is where the restore ends. Images are written next (extra files harm
// nothing); then, in one transaction, the shop's tables are dropped, the statements of the migrations up
// to the backup's schema recreate them, the rows go back in dependency order, the sequences take their
// positions and the later migrations' statements run. A failure in that transaction rolls it all back.
import fs from 'node:fs';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Database, Tx } from '../db/client.ts';
import { databaseUnavailableReason, driverMessage } from '../db/unavailable.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { unpackInto } from './archive.ts';
import type { StartProgress } from './create-backup.ts';
import { linesInBatches, sha256Of, stagingFolder } from './files.ts';
import { imageFile, MANIFEST_FILE, manifestSchema, tableFile, type Manifest } from './manifest.ts';
import {
  countRows,
  dropShopSchema,
  insertJsonRows,
  lastAppliedMigration,
  refreshStatistics,
  replayMigrations,
  setSequencePosition,
} from './repository.ts';
import { knownMigrations, versionOf } from './schema-version.ts';

export class RestoreRefused extends Error {}

/** Tables whose rows make a shop: a database with any of them filled is not overwritten without force. */
const SHOP_TABLES = [
  'users',
  'customers',
  'products',
  'orders',
  'newsletter_subscribers',
  'contact_messages',
];
const INSERT_BATCH = 1000;

async function readManifest(dir: string, file: string): Promise<Manifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreRefused(`${file} is not a Taproom backup: it has no readable manifest`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new RestoreRefused(`${file} is not a Taproom backup this version can read`);
  return result.data;
}

async function checkFiles(dir: string, manifest: Manifest): Promise<void> {
  const expected = [
    ...manifest.tables.map((table) => ({ name: tableFile(table.name), sha256: table.sha256 })),
    ...manifest.images.map((image) => ({ name: imageFile(image.name), sha256: image.sha256 })),
  ];
  for (const { name, sha256 } of expected) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) throw new RestoreRefused(`the backup is incomplete: ${name} is missing`);
    if ((await sha256Of(file)) !== sha256)
      throw new RestoreRefused(`the backup is damaged: ${name} does not match its checksum`);
  }
}

/** The migrations to run before and after the rows go back; refuses a backup newer than this code. */
function migrationsAround(manifest: Manifest) {
  const known = knownMigrations();
  const at = known.findIndex((migration) => migration.when === manifest.schema.when);
  const newest = known.at(-1)!;
  if (at < 0 || manifest.schema.idx > newest.idx) {
    throw new RestoreRefused(
      `the backup's schema (${manifest.schema.tag}) is newer than this version knows (${newest.tag}): restore it with the version that made it, or a later one`,
    );
  }
  return { before: known.slice(0, at + 1).map((m) => m.meta), after: known.slice(at + 1).map((m) => m.meta) };
}

async function filledShopTables(database: Database): Promise<string[]> {
  if ((await lastAppliedMigration(database.db)) === null) return [];
  const filled = [];
  for (const table of SHOP_TABLES) {
    const rows = await countRows(database.db, table);
    if (rows > 0) filled.push(`${table}: ${rows}`);
  }
  return filled;
}

/**
 * Brings the database to the newest schema with Drizzle's migrator, the same step a server's start-up
 * takes; refuses a database a later version of Taproom has migrated.
 */
async function migrateToNewest(database: Database): Promise<void> {
  try {
    versionOf(await lastAppliedMigration(database.db));
  } catch {
    throw new RestoreRefused(
      'the database has migrations this version does not know: restore with the version that migrated it',
    );
  }
  await database.migrate();
}

/** Runs the restore's database work; any failure rolls all of it back and is reported as such. */
async function inOneTransaction(database: Database, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await database.db.transaction(work);
  } catch (error) {
    if (databaseUnavailableReason(error)) throw error;
    throw new RestoreRefused(
      `the restore failed and the database was left as it was: ${driverMessage(error)}`,
    );
  }
}

export interface RestoreOptions {
  force: boolean;
  progress: StartProgress;
}

/** A backup file unpacked into a staging folder and checked through; `remove` deletes the folder. */
export interface CheckedBackup {
  dir: string;
  manifest: Manifest;
  /** The migrations to run before and after its rows go back. */
  migrations: { before: MigrationMeta[]; after: MigrationMeta[] };
  remove: () => void;
}

/** Unpacks and checks `file` without touching the database; refuses what cannot be restored. */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const staging = stagingFolder();
  try {
    try {
      await unpackInto(file, staging.dir);
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
      throw new RestoreRefused(`cannot read ${file}: ${reason}`);
    }
    const manifest = await readManifest(staging.dir, file);
    await checkFiles(staging.dir, manifest);
    return { dir: staging.dir, manifest, migrations: migrationsAround(manifest), remove: staging.remove };
  } catch (error) {
    staging.remove();
    throw error;
  }
}

/** Puts a checked backup into the database and the storage. */
export async function restoreBackup(
  database: Database,
  storage: ObjectStorage,
  backup: CheckedBackup,
  options: RestoreOptions,
): Promise<Manifest> {
  const { dir, manifest, migrations } = backup;
  const filled = await filledShopTables(database);
  if (filled.length && !options.force) {
    throw new RestoreRefused(
      `the database is not empty (${filled.join(', ')}); add --force to replace everything in it with the backup`,
    );
  }

  await migrateToNewest(database);

  const images = options.progress('Images', manifest.images.length);
  for (const image of manifest.images) {
    const body = fs.readFileSync(path.join(dir, imageFile(image.name)));
    await storage.put(image.name, body, image.contentType);
    images.advance();
  }
  images.finish();

  const rows = options.progress(
    'Tables',
    manifest.tables.reduce((sum, table) => sum + table.rows, 0),
  );
  await inOneTransaction(database, async (tx) => {
    await dropShopSchema(tx);
    await replayMigrations(tx, migrations.before);
    for (const table of manifest.tables) {
      for await (const batch of linesInBatches(path.join(dir, tableFile(table.name)), INSERT_BATCH)) {
        await insertJsonRows(tx, table.name, batch);
        rows.advance(batch.length);
      }
    }
    for (const sequence of manifest.sequences) await setSequencePosition(tx, sequence);
    await replayMigrations(tx, migrations.after);
    await refreshStatistics(tx);
  });
  rows.finish();
  return manifest;
}
