// The built shop as `npm start` runs it (the same Node flags, production settings, access log at info),
// on one database, for the server bench: a first start fills it with the demo catalogue, and each later
// start is a restart timed from the process's launch to /readyz answering 200.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  spawnServer,
  waitUntilReady,
  type ServerProcess,
} from '../src/server/test-support/server-process.ts';
import { streamServerEnv } from '../src/server/test-support/order-stream.ts';
import { builtDist } from './built-server.ts';

export interface RunningShop {
  server: ServerProcess;
  /** From launching the process to /readyz answering 200, in milliseconds. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface ShopUnderBench {
  /** The shop's settings (DATABASE_URL or DATA_DIR), for reading its database afterwards. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Starts the shop again on the same database, timed; `port` 0 lets the system choose. */
  restart(port: number): Promise<RunningShop>;
  remove(): void;
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

export interface ShopSource {
  /** Another checkout of the shop, run with its own code, build and `npm start` flags. */
  root?: string;
  /** A build other than the checkout's own `dist` (the same shop without its server render, say). */
  distDir?: string;
}

/**
 * A shop with the demo catalogue on PostgreSQL (`databaseUrl`) or on the embedded database, run from this
 * checkout or from another one, serving its own build unless told another.
 */
export async function prepareShop(
  databaseUrl: string | undefined,
  port: number,
  { root, distDir = builtDist(root) }: ShopSource = {},
): Promise<ShopUnderBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-'));
  const env = {
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    DATABASE_URL: databaseUrl ?? '',
    // Each order of the load comes from an address of its own, as a crowd of shoppers would.
    ...streamServerEnv,
  };
  const seeding = await spawnServer({ ...env, DEMO_DATA: 'on' }, port, { root });
  try {
    await waitUntilReady(seeding);
  } finally {
    await stopServer(seeding);
  }
  const logFile = path.join(dataDir, 'access.log');
  return {
    dataDir,
    databaseUrl,
    async restart(restartPort) {
      const launched = performance.now();
      const server = await spawnServer(
        { ...env, DEMO_DATA: 'off', NODE_ENV: 'production', LOG_LEVEL: 'info' },
        restartPort,
        { logFile, root },
      );
      try {
        await waitUntilReady(server);
      } catch (error) {
        await stopServer(server);
        throw error;
      }
      return { server, readyMs: performance.now() - launched, stop: () => stopServer(server) };
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
