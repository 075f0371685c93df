// The real server as its own process (node src/server/main.ts), for tests and benchmarks that signal,
// kill or measure the process itself.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.join(import.meta.dirname, '..', '..', '..');
const mainFile = 'src/server/main.ts';

function startScript(root = repoRoot): string {
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return packageJson.scripts.start!;
}

/**
 * The flags `npm start` gives Node (package.json; docs/operations.md, "Running on PostgreSQL"), so tests, benches and
 * `npm run cluster` run the server the same way.
 */
export function serverNodeFlags(root = repoRoot): string[] {
  return startScript(root).match(/--[\w-]+(?:=\d+)?/g) ?? [];
}

/** The environment settings `npm start` puts before `node` (such as MALLOC_ARENA_MAX). */
export function serverProcessEnv(root = repoRoot): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const word of startScript(root).split(/\s+/)) {
    const setting = /^([A-Z_]+)=(\S*)$/.exec(word);
    if (!setting) break;
    settings[setting[1]!] = setting[2]!;
  }
  return settings;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The port it listens on (the system's choice unless one was given); known once it listens. */
  port: number;
  baseUrl: string;
  /** Resolves when the process listens (it says so over its message channel); rejects if it exits first. */
  listening: Promise<void>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
  /** Resident memory of the process in megabytes, read from /proc. */
  rssMegabytes: () => number;
}

export interface SpawnOptions {
  /**
   * A file the server's standard output (its log) goes to instead of being kept in memory for `output()`:
   * for benches, whose access log at full load would grow this process's memory.
   */
  logFile?: string;
  /** Another checkout of the shop to run, with its own `npm start` flags (a bench comparing versions). */
  root?: string;
  /** Node's flags instead of those of `npm start` (a bench comparing settings). */
  nodeFlags?: string[];
}

export async function spawnServer(
  env: Record<string, string>,
  port = 0,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  const root = options.root ?? repoRoot;
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? serverNodeFlags(root)), path.join(root, mainFile)],
    {
      env: {
        ...process.env,
        ...serverProcessEnv(root),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', logFd ?? 'pipe', 'pipe', 'ipc'],
    },
  );
  if (logFd !== null) fs.closeSync(logFd);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.on('message', (message: { listening?: number }) => {
      if (!message.listening) return;
      server.port = message.listening;
      server.baseUrl = `http://127.0.0.1:${message.listening}`;
      resolve();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  // A test that expects the process to stop at start-up never waits for it to listen.
  listening.catch(() => {});
  const server: ServerProcess = {
    child,
    port: 0,
    baseUrl: '',
    listening,
    exited,
    output: () => output,
    rssMegabytes: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kilobytes / 1024;
    },
  };
  return server;
}

/**
 * Waits until the process listens, then checks that `urlPath` answers 2xx (the database is opened and
 * migrated before the server listens, so /readyz answers from then on); fails if the process exits first.
 */
export async function waitUntilReady(server: ServerProcess, urlPath = '/readyz') {
  await server.listening;
  const response = await fetch(server.baseUrl + urlPath);
  if (!response.ok) throw new Error(`${urlPath} answered ${response.status}:\n${server.output()}`);
}
