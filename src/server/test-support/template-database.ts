// A migrated database made once per test run (kept for the next run while the migrations are unchanged)
// and copied for every test app, so no test file pays for the migrations. On PGlite a test app's database
// lives in memory, loaded from a tarball of the template; a shop that needs files on disk (a server
// process, an answer-time test) gets a copy of the template's data folder. On PostgreSQL the template is
// a database that `CREATE DATABASE … TEMPLATE` clones. An empty PGlite data folder (created, no tables)
// is kept too: creating a PGlite database costs seconds, copying one a fraction of that.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { cachedFolder, filesUnder, hashOf, packageVersion } from './run-cache.ts';

export interface DatabaseTemplate {
  /** PGlite: the migrated data folder. PostgreSQL: the template database's name. */
  location: string;
  remove: () => Promise<void>;
}

export interface PgliteTemplates {
  /** Data folders: an empty database (no tables) and a migrated one. */
  emptyFolder: string;
  migratedFolder: string;
  /** The migrated and the empty database as tarballs, which a PGlite in memory loads. */
  migratedTarball: string;
  emptyTarball: string;
}

/** The folder inside DATA_DIR that openDatabase uses for PGlite. */
export const PGLITE_FOLDER = 'pglite';

const templatesIn = (dir: string) => ({
  emptyFolder: path.join(dir, 'empty', PGLITE_FOLDER),
  migratedFolder: path.join(dir, 'migrated', PGLITE_FOLDER),
  migratedTarball: path.join(dir, 'migrated.tar'),
  emptyTarball: path.join(dir, 'empty.tar'),
});

/**
 * The empty and the migrated PGlite template, kept between runs until the migrations, PGlite, Drizzle or
 * this code change (run-cache.ts).
 */
export async function makePgliteTemplates(): Promise<PgliteTemplates> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const key = hashOf([
    ...filesUnder(migrationsFolder),
    packageVersion('@electric-sql/pglite'),
    packageVersion('drizzle-orm'),
    fs.readFileSync(path.join(here, '..', 'db', 'pglite.ts')),
    fs.readFileSync(fileURLToPath(import.meta.url)),
  ]);
  const dir = await cachedFolder('pglite-templates', key, writePgliteTemplates);
  return templatesIn(dir);
}

/**
 * Makes the templates with one database in memory. Its write-ahead log comes in 1 MB segments instead of
 * 16 MB, which the shop never notices and which makes every copy smaller.
 */
async function writePgliteTemplates(dir: string): Promise<void> {
  // Loaded here, on a cache miss only: loading PGlite costs the run's start half a second.
  const { createPgliteClient, pgliteDatabase } = await import('../db/pglite.ts');
  const client = await createPgliteClient('memory://', { initDbStartParams: ['--wal-segsize=1'] });
  const snapshot = async () => {
    await client.query('checkpoint');
    return client.dumpDataDir('none');
  };
  let empty: Blob;
  let migrated: Blob;
  try {
    empty = await snapshot();
    await pgliteDatabase(client).migrate();
    migrated = await snapshot();
  } finally {
    await client.close();
  }
  const templates = templatesIn(dir);
  fs.writeFileSync(templates.migratedTarball, new Uint8Array(await migrated.arrayBuffer()));
  fs.writeFileSync(templates.emptyTarball, new Uint8Array(await empty.arrayBuffer()));
  // A PGlite opened on a folder with the tarball writes the data folder.
  const unpack = async (tarball: Blob, folder: string) => {
    fs.mkdirSync(folder, { recursive: true });
    await (await createPgliteClient(folder, { loadDataDir: tarball })).close();
  };
  await Promise.all([unpack(empty, templates.emptyFolder), unpack(migrated, templates.migratedFolder)]);
}

export async function makePostgresTemplate(baseUrl: string): Promise<DatabaseTemplate> {
  const name = `taproom_template_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: os.tmpdir() });
  await database.migrate();
  await database.close();
  return { location: name, remove: () => adminQuery(baseUrl, `drop database if exists ${name}`) };
}

/** Copies a PGlite template (empty or migrated) into DATA_DIR, where openDatabase will find it. */
export function copyPgliteTemplate(templateDir: string, dataDir: string): void {
  fs.cpSync(templateDir, path.join(dataDir, PGLITE_FOLDER), { recursive: true });
}

/** Creates a new database from the PostgreSQL template and returns its URL. */
export async function clonePostgresTemplate(baseUrl: string, template: string): Promise<string> {
  const name = `taproom_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  return databaseUrl(baseUrl, name);
}

/** Creates an empty database (no tables at all) and returns its URL. */
export async function createEmptyPostgresDatabase(baseUrl: string): Promise<string> {
  const name = `taproom_empty_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  return databaseUrl(baseUrl, name);
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
