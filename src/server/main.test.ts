import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { freePort } from './test-support/postgres-cluster.ts';

const mainFile = path.join(import.meta.dirname, 'main.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], { env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, deadline = Date.now() + 80_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
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
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'info',
    });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/healthz`);
      // A request whose body is still arriving when the signal comes must still be answered.
      const body = JSON.stringify({ path: '/shop', language: 'en' });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/analytics/pageview',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => resolve(res.statusCode ?? 0));
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
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
