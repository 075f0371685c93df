// What a visitor's browser receives on a first visit past both gates: no failed request, no console error
// or warning, and at most 120 KB (gzip) of JavaScript per storefront page, counted over every script the
// page fetched until the network is idle (chunks and translations included).
import { expect, test, type Page } from '@playwright/test';
import { gzipSize } from '../bench/first-load-js.ts';
import { passGates } from './support/gates.ts';

interface FirstLoad {
  problems: string[];
  scriptKb: number;
  scripts: string[];
}

async function firstLoad(page: Page, path: string): Promise<FirstLoad> {
  const problems: string[] = [];
  const bodies: Promise<number>[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    if (response.request().resourceType() === 'script') {
      scripts.push(new URL(response.url()).pathname);
      bodies.push(response.body().then((body) => gzipSize(body)));
    }
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
  return { problems, scriptKb: bytes / 1024, scripts };
}

test('the gate screen loads quietly', async ({ page }) => {
  const { problems } = await firstLoad(page, '/');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('each storefront page loads quietly: no failed request, no console error or warning', async ({
  browser,
  request,
}) => {
  const [product] = (await (await request.get('/api/products')).json()) as { id: string }[];
  for (const path of ['/', '/shop', `/product/${product!.id}`, '/about', '/contact']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await passGates(page, { language: 'en' });
    const { problems } = await firstLoad(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems, path).toEqual([]);
    await context.close();
  }
});
