// The built shop as `npm start` runs it (embedded database with the demo catalogue in a throwaway
// folder), building the web app first when there is no current build. Loopback only, on a port the
// system chooses unless one is given. With `root`, another checkout of the shop instead (a bench comparing
// versions): its own server code, `node_modules`, build and `npm start` flags; it is never built here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { spawnServer, waitUntilReady } from '../src/server/test-support/server-process.ts';

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

const ownRoot = path.resolve(import.meta.dirname, '..');

/**
 * The build a checkout serves: its `dist` folder, built first when it is this checkout's. Another
 * checkout's server resolves DIST_DIR from its working directory, which is not its own here, so the
 * folder is always named.
 */
export function builtDist(root = ownRoot): string {
  const dist = path.join(path.resolve(root), 'dist');
  if (path.resolve(root) === ownRoot) buildIfNeeded();
  else if (!fs.existsSync(path.join(dist, 'web', 'index.html'))) {
    throw new Error(`${root} has no build (dist/web/index.html): run npm run build there first`);
  }
  return dist;
}

export async function startBuiltServer(port = 0, root?: string): Promise<BuiltServer> {
  const distDir = builtDist(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-site-'));
  const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, DEMO_DATA: 'on' }, port, {
    root,
  });
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
