// PostgreSQL through a node-postgres pool, built to ride out the database going away (a restart, a
// failover, a broken network): no connection error can end the process, and requests fail fast while the
// server is unreachable instead of queueing behind a dead connection.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database } from './client.ts';
import { nameStatements } from './named-statements.ts';
import * as schema from './schema.ts';

/** Connections at most; a small server gains nothing from more, and each costs memory on both sides. */
const POOL_SIZE = 10;
/** A request that cannot get a connection within this time fails (503) rather than waits. */
const CONNECT_TIMEOUT_MS = 3_000;
/** Idle connections are closed after this, so a restarted server is met with fresh ones. */
const IDLE_TIMEOUT_MS = 10_000;
/** Advisory-lock keys: several servers starting together on one database take turns migrating it and
 * preparing it (admin account, demo data). Two keys, so start-up may migrate while it holds its own. */
const MIGRATION_LOCK = 7_283_114_001;
const START_UP_LOCK = 7_283_114_002;

export function openPostgres(url: string, onConnectionError: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection that breaks is reported here and dropped by the pool.
  pool.on('error', onConnectionError);
  // A checked-out connection that breaks between queries emits on the client itself; the query in
  // progress (if any) fails with the error, and the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    nameStatements(client);
  });
  const db = drizzle({ client: pool, schema });
  /** Runs `work` holding a session advisory lock on a connection of its own. */
  const holding = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      lock.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    url,
    migrate: (folder = migrationsFolder) =>
      holding(MIGRATION_LOCK, () => migrate(db, { migrationsFolder: folder })),
    exclusively: (work) => holding(START_UP_LOCK, work),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
