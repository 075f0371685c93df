import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { emptyPgliteDatabase } from './test-support/test-app.ts';

const mainFile = path.join(import.meta.dirname, 'main.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], { env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  const waiting = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves with the first match of `pattern` in what the process has printed, as soon as it appears. */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (!match) return;
        waiting.delete(check);
        resolve(match);
      };
      waiting.add(check);
      check();
      void exited.then(() => waiting.has(check) && reject(new Error(`exited before printing ${pattern}`)));
    });
  return { child, exited, printed, output: () => output };
}

test('an invalid environment stops start-up with a message naming the variable', async () => {
  const server = startServer({ PORT: 'not-a-port', DATABASE_URL: '' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/PORT/);
});

test(
  'SIGTERM lets an in-flight request finish, then the process exits cleanly',
  { timeout: 90_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-main-'));
    emptyPgliteDatabase(dataDir);
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'off',
      // The test waits on the server's own log lines, which the test environment would silence.
      NODE_ENV: 'development',
      // At trace, the server says when a request's headers have arrived.
      LOG_LEVEL: 'trace',
    });
    try {
      const [, port] = await server.printed(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      // A request whose body is still arriving when the signal comes must still be answered.
      const body = JSON.stringify({ path: '/shop', language: 'en' });
      const request = http.request({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/api/analytics/pageview',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => resolve(res.statusCode ?? 0));
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      await server.printed(/"msg":"received"/);
      server.child.kill('SIGTERM');
      await server.printed(/shutting down/);
      request.end(body.slice(10));
      expect(await answered).toBe(204);
      const code = await server.exited;
      expect(code, server.output()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
