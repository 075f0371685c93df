// A migrated database made once per test run and copied for every test app, so no test file pays for the
// migrations. On PGlite the template is a data folder copied file by file; on PostgreSQL it is a database
// that `CREATE DATABASE … TEMPLATE` clones. An empty PGlite data folder (created, no tables) is kept too:
// creating a PGlite database from nothing costs seconds, copying one costs a fraction of that.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';

export interface DatabaseTemplate {
  /** PGlite: the migrated data folder. PostgreSQL: the template database's name. */
  location: string;
  remove: () => Promise<void>;
}

/** The folder inside DATA_DIR that openDatabase uses for PGlite. */
export const PGLITE_FOLDER = 'pglite';

/** An empty PGlite data folder: the database exists, with no tables. */
export async function makeEmptyPgliteTemplate(): Promise<DatabaseTemplate> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-empty-template-'));
  await (await openDatabase({ dataDir: dir })).close();
  return {
    location: path.join(dir, PGLITE_FOLDER),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The migrated PGlite template, made from a copy of the empty one. */
export async function makePgliteTemplate(emptyTemplate: string): Promise<DatabaseTemplate> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-template-'));
  copyPgliteTemplate(emptyTemplate, dir);
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  return {
    location: path.join(dir, PGLITE_FOLDER),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
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
