// The built shop as `npm start` runs it (embedded database with the demo catalogue in a throwaway
// folder), building the web app first when there is no current build. Loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(port: number): Promise<BuiltServer> {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-bench-site-'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The shop did not start on ${url}`);
}
