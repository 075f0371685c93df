// The built shop as `npm start` runs it (embedded database with the demo catalogue in a throwaway
// folder), building the web app first when there is no current build. Loopback only, on a port the
// system chooses unless one is given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { spawnServer, waitUntilReady } from '../src/server/test-support/server-process.ts';

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(port = 0): Promise<BuiltServer> {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-site-'));
  const server = await spawnServer(
    { DATA_DIR: dataDir, DIST_DIR: path.resolve(import.meta.dirname, '..', 'dist'), DEMO_DATA: 'on' },
    port,
  );
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.baseUrl, stop };
}
