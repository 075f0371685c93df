// `npm run dev` as a developer starts it: the API server and Vite, each its own process.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test-support/postgres-cluster.ts';
import { emptyPgliteDatabase } from '../src/server/test-support/test-app.ts';

describe('npm run dev', () => {
  it('serves the shop on WEB_PORT, proxies the API to PORT and prints both addresses', async () => {
    const [api, web] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'taproom-dev-'));
    emptyPgliteDatabase(dataDir);
    const child = spawn(process.execPath, ['scripts/dev.ts'], {
      env: {
        ...process.env,
        PORT: String(api),
        WEB_PORT: String(web),
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        // The test waits for the API server's "listening" line, which the test environment would silence.
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // Both servers have started once the API server says it listens and Vite says it is ready.
    const started = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Server listening at/.test(output) && /ready in/.test(output)) resolve();
      });
      child.on('exit', () => reject(new Error(`npm run dev stopped:\n${output}`)));
    });
    try {
      await started;
      const products = await fetch(`http://localhost:${web}/api/products`);
      expect(products.status).toBe(200);
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
