import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test-support/postgres-cluster.ts';
import { devPorts } from './dev-ports.ts';

describe('development ports', () => {
  it('default to 3000 for the API server and 5173 for the page', () => {
    expect(devPorts({})).toEqual({ api: 3000, web: 5173 });
  });

  it('come from PORT and WEB_PORT', () => {
    expect(devPorts({ PORT: '4100', WEB_PORT: '4200' })).toEqual({ api: 4100, web: 4200 });
  });

  it('refuse what is not a port, naming the variable', () => {
    expect(() => devPorts({ WEB_PORT: 'eighty' })).toThrow(/WEB_PORT must be a port number/);
    expect(() => devPorts({ PORT: '70000' })).toThrow(/PORT must be a port number/);
    expect(() => devPorts({ PORT: '4100', WEB_PORT: '4100' })).toThrow(/must differ/);
  });
});

describe('npm run dev', () => {
  it('serves the shop on WEB_PORT, proxies the API to PORT and prints both addresses', async () => {
    const [api, web] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'taproom-dev-'));
    const child = spawn(process.execPath, ['scripts/dev.ts'], {
      env: { ...process.env, PORT: String(api), WEB_PORT: String(web), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 60_000;
      let products: Response | undefined;
      while (Date.now() < deadline && products?.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        products = await fetch(`http://localhost:${web}/api/products`).catch(() => undefined);
      }
      expect(products?.status).toBe(200);
      const page = await fetch(`http://localhost:${web}/`);
      expect(await page.text()).toContain('<div id="root">');
      expect(output).toContain(`http://localhost:${web}/`);
      expect(output).toContain(`http://localhost:${api}/api`);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
