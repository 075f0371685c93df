// The embedded PGlite database in DATA_DIR, for a single server without a PostgreSQL to run.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type Db } from './client.ts';
import { holdFolder } from './folder-lock.ts';
import * as schema from './schema.ts';

/**
 * PGlite's own start parameters, with PostgreSQL's memory sized for one shop served by one connection:
 * its WebAssembly memory only ever grows, so whatever PostgreSQL touches once stays resident for the
 * life of the process (docs/decisions/049-memory-after-load.md).
 * - `shared_buffers`: a small buffer cache; PostgreSQL's default 128 MB would end up resident.
 * - `work_mem`, `temp_buffers`: a sort or temporary table of the back office stays small.
 * - `maintenance_work_mem`: an index built by a migration or a vacuum takes 8 MB, not 64 MB, at its peak.
 * - `max_connections` and the reserved and replication slots: PGlite runs a single backend, so the
 *   shared memory kept for a hundred connections (their lock tables and process slots) is not needed.
 */
const SETTINGS = [
  ...['shared_buffers=8MB', 'work_mem=2MB', 'temp_buffers=2MB', 'maintenance_work_mem=8MB'],
  ...[
    'max_connections=1',
    'superuser_reserved_connections=0',
    'max_wal_senders=0',
    'autovacuum_worker_slots=1',
  ],
];
const START_PARAMS = [...PGlite.defaultStartParams, ...SETTINGS.flatMap((setting) => ['-c', setting])];

/**
 * A PGlite client with the shop's start parameters and extensions, at a data folder or `memory://`;
 * `options` adds PGlite's own (the tests load a database from a tarball of one).
 */
export function createPgliteClient(location: string, options: PGliteOptions = {}): Promise<PGlite> {
  // pg_trgm serves the back-office searches (migration 0006).
  return PGlite.create(location, { startParams: START_PARAMS, extensions: { pg_trgm }, ...options });
}

/** The types drizzle reads as text: timestamps, dates and intervals, and arrays of those and of numerics. */
const TEXT_READ_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Queries = Pick<Transaction, 'query'>;

/** `target`'s queries, with a query's own parsers left out: the client's table already has them. */
const withoutQueryParsers =
  (target: Queries): Queries['query'] =>
  (text, params, options?: QueryOptions) =>
    target.query(text, params, options && { ...options, parsers: undefined });

/**
 * The client as drizzle uses it. Drizzle passes its text parsers with every query, and PGlite then copies
 * its whole table of about 300 parsers to merge them in, which doubles the cost of a small query. The
 * client's table gets them once instead, and drizzle's queries go without.
 */
function clientForDrizzle(client: PGlite): PGlite {
  for (const type of TEXT_READ_TYPES) client.parsers[type] = (value: string) => value;
  const facing = Object.create(client) as PGlite;
  facing.query = withoutQueryParsers(client);
  facing.transaction = (work) =>
    client.transaction((tx) =>
      work(Object.assign(Object.create(tx) as Transaction, { query: withoutQueryParsers(tx) })),
    );
  return facing;
}

/** The shop's view of an open PGlite client. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzle({ client: clientForDrizzle(client), schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migrate(db, { migrationsFolder: folder }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The embedded database in `dataDir`, held by this process until it is closed (folder-lock.ts). */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await holdFolder(dataDir);
  let database: Database;
  try {
    database = pgliteDatabase(await createPgliteClient(path.join(dataDir, 'pglite')));
  } catch (error) {
    await release();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await release();
      }
    },
  };
}
