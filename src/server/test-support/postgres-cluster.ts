// A throwaway PostgreSQL cluster for tests and benchmarks, started from the binaries on the machine.
// initdb refuses to run as root, so as root the cluster is made and run as the postgres user.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Cluster {
  url: (database: string) => string;
  /** Creates an empty database on the cluster and returns its URL. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => void;
  /**
   * Stops the server (fast shutdown: open connections are ended with 57P01), waits until `whileDown`
   * resolves (what the test needs to see during the outage), then starts it again.
   */
  restart: (whileDown: () => Promise<void>) => Promise<void>;
}

export function findPostgresBin(): string | null {
  const fromPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    fromPath.status === 0 ? fromPath.stdout.trim() : '',
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb'))) ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startCluster(bin: string): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-pg-'));
  fs.chmodSync(dir, 0o777);
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  // The same, without blocking the event loop: servers and clients in this process keep running.
  const runAsync = async (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    if (asRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', full, ...args]);
    else await promisify(execFile)(full, args);
  };
  const dataDir = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const logFile = path.join(dir, 'log');
  const optionsFor = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  // PostgreSQL cannot take a port the system chooses as it binds: it gets one that was free a moment
  // ago, and another should some other process take that one first.
  let port = 0;
  for (let attempt = 1; !port; attempt += 1) {
    const candidate = await freePort();
    fs.rmSync(logFile, { force: true });
    try {
      run('pg_ctl', ['-D', dataDir, '-o', optionsFor(candidate), '-l', logFile, '-w', 'start']);
      port = candidate;
    } catch (error) {
      const taken = fs.existsSync(logFile) && /Address already in use/.test(fs.readFileSync(logFile, 'utf8'));
      if (!taken || attempt === 5) throw error;
    }
  }
  const options = optionsFor(port);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    restart: async (whileDown) => {
      await runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      await whileDown();
      await runAsync('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
    },
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
