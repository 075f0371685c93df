// `npm run dev` serves pages rendered on the server from the sources, with Vite's client for hot reload,
// and shows a hydration mismatch over the page as Vite's error overlay (src/web/app/react-errors.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, test } from 'vitest';

/** A port no one listens on, below the range the system hands out to outgoing connections (32768 up). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
let base: string;
const repo = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let child: ChildProcess;
let browser: Browser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-dev-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(import.meta.dirname, 'dev.ts')], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // What the server said, for the message if it never answers.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ready = false;
  for (let waited = 0; !ready && waited < 150_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
  }
  expect(ready, `the development server answers /readyz itself; it said:\n${output}`).toBe(true);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 200_000);

afterAll(async () => {
  await browser?.close();
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('npm run dev renders a page on the server and serves its modules through Vite', async () => {
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
});

/** A browser page past both gates, its console errors collected. */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base });
  await context.addInitScript(() => {
    localStorage.setItem('taproom-access', 'true');
    localStorage.setItem('ageVerified', 'true');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** Waits until React has hydrated or drawn the page, and a moment more for anything it reports. */
async function hydrated(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ready'), null, {
    timeout: 120_000,
  });
  await page.waitForTimeout(1000);
}

const overlay = (page: Page) => page.locator('vite-error-overlay');

test('a page whose server text differs from the browser render shows the error overlay', async () => {
  const { page, errors } = await openPage();
  // The page's HTML changed on its way, so the server's text is not what React draws in the browser.
  await page.route('**/about?lang=ms', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      /(<div id="root">[\s\S]*?)Hubungi Kami/,
      (_, before: string) => `${before}Not what React drew`,
    );
    await route.fulfill({ response: answer, body: html });
  });
  await hydrated(page, '/about?lang=ms');
  await expect.poll(() => overlay(page).count(), { timeout: 20_000 }).toBe(1);
  // On a busy machine the overlay may be drawn before React's report reaches it: wait for its text.
  await expect
    .poll(() => overlay(page).locator('.message-body').textContent(), { timeout: 20_000 })
    .toMatch(/hydrat/i);
  expect(await overlay(page).isVisible()).toBe(true);
  // The browser's render replaced the server's, and the error went to the console as well.
  expect(await page.locator('#root').getByText('Not what React drew').count()).toBe(0);
  await expect.poll(() => errors.join('\n'), { timeout: 20_000 }).toMatch(/hydrat/i);
  await page.context().close();
}, 180_000);

test('a page that hydrates cleanly shows no overlay, and an edited component reloads in place', async () => {
  const { page, errors } = await openPage();
  await hydrated(page, '/about?lang=ms');
  expect(await overlay(page).count()).toBe(0);
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);

  const file = path.join(repo, 'src/web/components/brand-logo.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const edited = source.replace(
    "'inline-flex items-center gap-2.5'",
    "'inline-flex items-center gap-2.5 hot-edit'",
  );
  expect(edited).not.toBe(source);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  try {
    fs.writeFileSync(file, edited);
    await expect.poll(() => page.locator('.hot-edit').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // Updated in place: the page was not loaded again.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await overlay(page).count()).toBe(0);
  } finally {
    fs.writeFileSync(file, source);
  }
  await page.context().close();
}, 180_000);
