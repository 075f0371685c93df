// Opens the database: a node-postgres pool when DATABASE_URL is set, otherwise the embedded PGlite in
// DATA_DIR. Both speak the same SQL dialect, so the rest of the server sees one Drizzle type. Each kind
// is loaded only when chosen, so a server on PostgreSQL never holds the embedded database in memory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The argument Drizzle hands to a transaction callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL's address, for a connection of its own outside the pool (the cache listener). */
  url?: string;
  /**
   * Applies the migrations the database lacks with Drizzle's migrator, which records them in its own table.
   * `folder` (default: the shop's migrations) lets a test build a database at an older schema.
   */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` while no other server runs its own: start-up (migrate, admin account, demo data) on several
   * servers starting together on one PostgreSQL. The embedded database has one process, so it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Told about connection errors that no request is waiting on (the server restarted, the network broke). */
  onConnectionError?: (error: Error) => void;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-pool.ts');
    return openPostgres(options.databaseUrl, options.onConnectionError);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
