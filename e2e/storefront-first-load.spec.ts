// What a visitor's browser receives on a first visit past both gates: no failed request, no console error
// or warning, and no more JavaScript than the pages weigh now: every script fetched until the page is
// shown (chunks and translations included), as the Lighthouse bench reports it (docs/architecture.md,
// budgets).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  FIRST_LOAD_CEILING_KB,
  GATE_SCREEN_BUDGET_KB,
  gzipSizes,
  FIRST_LOAD_MAX_SCRIPTS,
  firstLoadPastGates,
  kilobytes,
  STOREFRONT_PAGES,
} from '../bench/first-load-js.ts';
import { passGates } from './support/gates.ts';
import { untilShown } from './support/shown.ts';

/**
 * A picture other journeys on the same server uploaded for a product of their own and removed while
 * this page loaded; the demo catalogue's pictures are `demo-…` and `default-…`.
 */
const othersPicture = (url: string) => /\/objects\/uploads\/(?!demo-|default-)/.test(url);

/** Everything that went wrong while the page loaded, until it was shown (heading, fonts, pictures). */
async function firstLoad(page: Page, path: string): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (othersPicture(message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() === 404 && othersPicture(response.url())) return;
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(path);
  await untilShown(page);
  return { problems };
}

test('the gate screen loads quietly', async ({ page }) => {
  const { problems } = await firstLoad(page, '/');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

/** React DOM's mark on a root it manages, as its built code spells it. */
const REACT_DOM = '__reactContainer$';

test(`a first-time visitor at the gate loads at most ${GATE_SCREEN_BUDGET_KB} KB of script and no framework; the app comes once they are through`, async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/shop');
  const gate = page.getByRole('dialog');
  await expect(gate.getByRole('heading', { name: 'Welcome to the Taproom' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const atTheGate = [...scripts];
  const texts = await Promise.all(atTheGate.map(async (url) => (await page.request.get(url)).text()));
  expect(texts.filter((text) => text.includes(REACT_DOM))).toEqual([]);
  expect(kilobytes(await gzipSizes(atTheGate))).toBeLessThanOrEqual(GATE_SCREEN_BUDGET_KB);
  await expect(page.locator('#root')).not.toHaveAttribute('data-ready');

  await gate.getByLabel('Access code').fill('TAPROOM');
  await gate.getByRole('button', { name: 'Enter the Taproom' }).click();
  await gate.getByRole('button', { name: "I'm 21 or Older" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const afterwards = scripts.slice(atTheGate.length);
  const loaded = await Promise.all(afterwards.map(async (url) => (await page.request.get(url)).text()));
  expect(loaded.some((text) => text.includes(REACT_DOM))).toBe(true);
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

test(`each storefront page loads at most ${FIRST_LOAD_CEILING_KB} KB of gzip JavaScript in at most ${FIRST_LOAD_MAX_SCRIPTS} scripts past the gates, in every language`, async ({
  browser,
  baseURL,
  request,
}) => {
  const [product] = (await (await request.get('/api/products')).json()) as { id: string }[];
  const measured: Record<string, { kb: number; scripts: number }> = {};
  for (const language of ['en', 'ms', 'zh'] as const) {
    for (const page of STOREFRONT_PAGES) {
      const url = `${baseURL}${page.replace(':id', product!.id)}`;
      const sizes = await firstLoadPastGates(browser, url, language);
      measured[`${language} ${page}`] = { kb: Math.round(kilobytes(sizes) * 10) / 10, scripts: sizes.length };
    }
  }
  const over = Object.entries(measured).filter(
    ([, { kb, scripts }]) => kb > FIRST_LOAD_CEILING_KB || scripts > FIRST_LOAD_MAX_SCRIPTS,
  );
  expect(over, JSON.stringify(measured)).toEqual([]);
});
