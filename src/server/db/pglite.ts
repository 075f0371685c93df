// The embedded PGlite database in DATA_DIR, for a single server without a PostgreSQL to run.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type Db } from './client.ts';
import * as schema from './schema.ts';

/**
 * PGlite's own start parameters plus a small buffer cache: its WebAssembly memory only ever grows, so
 * PostgreSQL's default 128 MB of shared buffers would end up resident. A shop's data set fits easily.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=8MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
];

/**
 * A PGlite client with the shop's start parameters and extensions, at a data folder or `memory://`;
 * `options` adds PGlite's own (the tests load a database from a tarball of one).
 */
export function createPgliteClient(location: string, options: PGliteOptions = {}): Promise<PGlite> {
  // pg_trgm serves the back-office searches (migration 0006).
  return PGlite.create(location, { startParams: START_PARAMS, extensions: { pg_trgm }, ...options });
}

/** The shop's view of an open PGlite client. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await createPgliteClient(path.join(dataDir, 'pglite')));
}
