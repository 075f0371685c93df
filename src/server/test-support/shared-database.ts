// One shop database on a throwaway PostgreSQL cluster, shared by real server processes the way servers
// behind a load balancer share it (docs/decisions/011-scale-out.md), and opened by the test itself to
// seed and read it. Every process and the test get a data folder of their own: nothing is shared through
// the local disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { findPostgresBin, startCluster, type Cluster } from './postgres-cluster.ts';

export interface SharedDatabase {
  cluster: Cluster;
  /** The shop database's `postgres://` address, for DATABASE_URL. */
  url: string;
  /** The test's own connection. */
  database: Database;
  /** A new empty data folder, removed by `stop`. */
  folder(): string;
  /**
   * The settings of one more server process on this database, with a data folder of its own: no demo
   * data, clients on loopback named through X-Forwarded-For, and the signing secret every process shares.
   */
  serverEnv(): Record<string, string>;
  stop(): Promise<void>;
}

export async function startSharedDatabase(): Promise<SharedDatabase> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const cluster = await startCluster(bin);
  await cluster.createDatabase('shop');
  const dirs: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-shared-'));
    dirs.push(dir);
    return dir;
  };
  const url = cluster.url('shop');
  const database = await openDatabase({ databaseUrl: url, dataDir: folder(), onConnectionError: () => {} });
  return {
    cluster,
    url,
    database,
    folder,
    serverEnv: () => ({
      DATABASE_URL: url,
      DATA_DIR: folder(),
      DEMO_DATA: 'off',
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 'one-secret-shared-by-every-process-of-the-shop',
    }),
    async stop() {
      await database.close();
      cluster.stop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
