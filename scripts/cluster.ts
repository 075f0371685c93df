// `npm run cluster -- N [first-port]`: N server processes on consecutive ports (from PORT, default 3000)
// against one DATABASE_URL, to try the shop as several processes behind one proxy (docs/operations.md, "Running
// several processes"). They share SESSION_SECRET (one is made up for the run when unset) and, unless
// the S3_* settings name a bucket, the uploads folder of DATA_DIR on this machine. Ctrl-C stops them all.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { serverNodeFlags, serverProcessEnv } from '../src/server/test-support/server-process.ts';
import { buildIfNeeded } from './build-if-needed.ts';

const USAGE = `Usage: npm run cluster -- <processes> [first-port]
Starts that many server processes on consecutive ports against DATABASE_URL (required).`;

const [countArg, portArg, ...rest] = process.argv.slice(2);
if (countArg === '--help' || countArg === '-h') {
  console.log(USAGE);
  process.exit(0);
}
const count = Number(countArg);
const firstPort = Number(portArg ?? process.env.PORT ?? 3000);
if (!Number.isInteger(count) || count < 1 || count > 32 || !Number.isInteger(firstPort) || rest.length) {
  console.error(USAGE);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL: required; several processes cannot share the embedded database');
  process.exit(1);
}

buildIfNeeded();
const mainFile = path.resolve(import.meta.dirname, '../src/server/main.ts');
const sessionSecret = process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('base64url');
const children: ChildProcess[] = [];
let stopping = false;

for (let i = 0; i < count; i++) {
  const port = firstPort + i;
  const child = spawn(process.execPath, [...serverNodeFlags(), mainFile], {
    env: { ...process.env, ...serverProcessEnv(), PORT: String(port), SESSION_SECRET: sessionSecret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${port}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${port}] exited (${code ?? 'signal'})`);
    // One process failing to start (a bad setting) stops the others too.
    if (!stopping) stop(code ?? 1);
  });
  children.push(child);
}
console.log(`${count} processes on ports ${firstPort}-${firstPort + count - 1}; Ctrl-C stops them`);

function stop(code: number): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
