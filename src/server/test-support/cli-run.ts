// Runs `npm run taproom` commands inside the test process, as an operator would from a shell, against a
// shop of their own: DATA_DIR is a folder of its own (uploads, files written), and the database is a PGlite
// in memory loaded from the run's template, or with TEST_DB=postgres a database on the run's server.
// A PGlite in memory (test-support/pglite-in-memory.ts) costs less than opening a data folder for every
// command.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runTaproom } from '../cli/taproom.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { pgliteInMemory } from './pglite-in-memory.ts';
import { clonePostgresTemplate, createEmptyPostgresDatabase } from './template-database.ts';

/** The embedded databases in memory of the shops still in use, by their DATA_DIR. */
const inMemory = new Map<string, Database>();

/** The shop's database for one command or one look: closing it leaves the database to the shop. */
const lease = (database: Database): Database => ({ ...database, close: async () => {} });

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const capture = () => {
  const stream = {
    text: '',
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
};

/** Runs one command line with these settings (NODE_ENV=test added). */
export async function runCli(args: string[], source: Record<string, string>): Promise<CliResult> {
  const stdout = capture();
  const stderr = capture();
  const database = source.DATABASE_URL ? undefined : inMemory.get(source.DATA_DIR ?? '');
  const code = await runTaproom(args, {
    source: { NODE_ENV: 'test', ...source },
    stdout,
    stderr,
    ...(database && { openDatabase: async () => lease(database) }),
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

export interface CliShop {
  /** The settings the commands run with: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  kind: 'pglite' | 'postgres';
  /** Opens the shop's database directly, to look at or set up what the commands see. */
  open: () => Promise<Database>;
  /** Runs `work` on the database, closing it afterwards. */
  with: <T>(work: (database: Database) => Promise<T>) => Promise<T>;
  remove: () => Promise<void>;
}

/**
 * A shop of its own: migrated (the run's template), or with `empty` no tables at all. It is on
 * the run's database kind, or with `pglite` on an embedded database whatever the run.
 */
export async function cliShop(options: { empty?: boolean; pglite?: boolean } = {}): Promise<CliShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-cli-'));
  const base = options.pglite ? null : inject('postgresBaseUrl');
  if (options.pglite && !options.empty) throw new Error('a PGlite shop beside PostgreSQL starts empty');
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (base) {
    env.DATABASE_URL = options.empty
      ? await createEmptyPostgresDatabase(base)
      : await clonePostgresTemplate(base, inject('databaseTemplate'));
  }
  const embedded = base
    ? undefined
    : await pgliteInMemory(inject(options.empty ? 'emptyPgliteTarball' : 'migratedPgliteTarball'));
  if (embedded) inMemory.set(dataDir, embedded);
  const open = async () =>
    embedded ? lease(embedded) : openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  return {
    env,
    dataDir,
    kind: base ? 'postgres' : 'pglite',
    open,
    with: async (work) => {
      const database = await open();
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    remove: async () => {
      inMemory.delete(dataDir);
      await embedded?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
