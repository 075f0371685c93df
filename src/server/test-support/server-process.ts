// The real server as its own process (node src/server/main.ts), for tests and benchmarks that signal,
// kill or measure the process itself.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './postgres-cluster.ts';

const repoRoot = path.join(import.meta.dirname, '..', '..', '..');
const mainFile = path.join(repoRoot, 'src/server/main.ts');

function startScript(): string {
  const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return packageJson.scripts.start!;
}

/**
 * The flags `npm start` gives Node (package.json; README, "Memory"), so tests, benches and
 * `npm run cluster` run the server the same way.
 */
export function serverNodeFlags(): string[] {
  return startScript().match(/--[\w-]+(?:=\d+)?/g) ?? [];
}

/** The environment settings `npm start` puts before `node` (such as MALLOC_ARENA_MAX). */
export function serverProcessEnv(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const word of startScript().split(/\s+/)) {
    const setting = /^([A-Z_]+)=(\S*)$/.exec(word);
    if (!setting) break;
    settings[setting[1]!] = setting[2]!;
  }
  return settings;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
  /** Resident memory of the process in megabytes, read from /proc. */
  rssMegabytes: () => number;
}

export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [...serverNodeFlags(), mainFile], {
    env: {
      ...process.env,
      ...serverProcessEnv(),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(chosen),
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port: chosen,
    baseUrl: `http://127.0.0.1:${chosen}`,
    exited,
    output: () => output,
    rssMegabytes: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kilobytes / 1024;
    },
  };
}

/** Waits until `url` answers 2xx; fails if the process exits first or the deadline passes. */
export async function waitUntilReady(server: ServerProcess, urlPath = '/readyz', timeoutMs = 80_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(server.baseUrl + urlPath)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}
