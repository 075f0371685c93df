// The real app on a throwaway PostgreSQL cluster, for benchmarks: loopback only, removed afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';
import { createLocalStorage, type ObjectStorage } from '../src/server/storage/object-storage.ts';
import { findPostgresBin, startCluster } from '../src/server/test-support/postgres-cluster.ts';

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
}

/**
 * Runs `measure` against the app on a fresh, migrated PostgreSQL database filled by `prepare`, then
 * stops the app, the database and the cluster, whatever happens.
 */
export async function withBenchApp<T>(
  prepare: (database: Database, storage: ObjectStorage) => Promise<void>,
  measure: (bench: BenchApp) => Promise<T>,
): Promise<T> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries (initdb) found');
  const cluster = await startCluster(bin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-'));
  try {
    await cluster.createDatabase('bench');
    const database = await openDatabase({ databaseUrl: cluster.url('bench'), dataDir });
    await database.migrate();
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    await prepare(database, storage);
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      database,
      storage,
      distDir: dataDir,
      secret: crypto.randomBytes(32).toString('base64url'),
      // Every request comes from one loopback address; the limits are not what is measured.
      rateLimitScale: 1000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    try {
      return await measure({ app, database, baseUrl: `http://127.0.0.1:${port}` });
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
