// `npm run dev` serves pages rendered on the server from the sources, with Vite's client for hot reload.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

const PORT = 3000 + Math.floor(Math.random() * 2000) + 40000;

test('npm run dev renders a page on the server and serves its modules through Vite', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-dev-'));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'dev.ts')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    let ready = false;
    for (let waited = 0; !ready && waited < 150_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(ready, 'the development server answers /readyz itself').toBe(true);
    // The shop's own routes answer under Vite, not a proxy of them.
    expect((await fetch(`${base}/api/business-profile`)).status).toBe(200);
    const page = await fetch(`${base}/about?lang=ms`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(/<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1]).toContain('Hubungi Kami');
    const entry = await fetch(`${base}/src/web/main.ts`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 200_000);
