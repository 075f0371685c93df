import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../src/shared/config.ts';
import { expect, test } from './support/test.ts';

/** A visitor who gave the access code and confirmed their age on an earlier visit. */
const PASSED_GATES = { 'taproom-access': 'true', ageVerified: 'true' };

// These journeys look at the page as it arrives, before (or without) its script.
test.use({ waitForApp: false });

// The gates and the theme come from the first HTML and CSS: with the app's script held back, a visitor
// still sees the right gate, in their browser's language and their theme, and nothing else.
async function withoutAppScript(page: Page, stored: Record<string, string> = {}): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await withStored(page, stored);
}

/** What the visitor's browser remembers from earlier visits (the gates' answers, theme, language). */
async function withStored(page: Page, stored: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

test('a first visit paints the access gate, texts and all, before the app has loaded', async ({ page }) => {
  await withoutAppScript(page);
  await page.goto('/shop');
  const gate = page.getByRole('dialog');
  await expect(gate.getByRole('heading', { name: 'Welcome to the Taproom' })).toBeVisible();
  await expect(gate.getByPlaceholder('Enter access code')).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Enter the Taproom' })).toBeVisible();
  await expect(page.getByRole('status')).toBeHidden();
  await expect(gate.getByRole('heading', { name: 'Are you 21 or older?' })).toBeHidden();
});

test('a visitor who gave the code meets the age question first, in a dark page if they chose dark', async ({
  page,
}) => {
  await withoutAppScript(page, { 'taproom-access': 'true', theme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Are you 21 or older?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the Taproom' })).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a returning adult sees no gate at all, in their stored theme', async ({ page }) => {
  await withoutAppScript(page, { ...PASSED_GATES, theme: 'light' });
  await page.goto('/about');
  await expect(page.locator('#gate')).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test.describe('a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('meets the gate in Chinese from the first HTML, and the working gate stays Chinese', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '欢迎来到 Taproom' })).toBeVisible();
    // The app's script has taken over: the gate answers, and the page broke no rule of its policy.
    await page.getByLabel('访问码').fill('WRONG');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).not.toBeEmpty();
    expect(problems).toEqual([]);
  });
});

// Past the gates the head asks for the first screen's scripts and texts at once, in the language the server
// rendered the page in, beside the app's entry; the catalogue came with the page, so the app reads nothing.
test("a returning adult's first screen is fetched side by side, once, in their language", async ({
  page,
  baseURL,
}) => {
  await withStored(page, { ...PASSED_GATES, language: 'ms' });
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ms', url: baseURL! }]);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products')) reads.push(request.url());
  });
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Produk' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  expect(reads).toEqual([]);
  const hint = JSON.parse(
    (await page.locator('meta[name="taproom-first-screen"]').getAttribute('content')) ?? '{}',
  );
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hint.scripts.length).toBeGreaterThan(0);
  expect(preloaded).toEqual(expect.arrayContaining([...hint.scripts, ...hint.texts.ms]));
  expect(preloaded).not.toEqual(expect.arrayContaining(hint.texts.en));
});

test("a returning adult's home page asks for its hero picture once, at high priority", async ({ page }) => {
  await withStored(page, PASSED_GATES);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/objects/uploads/default-beer')) pictures.push(request.url());
  });
  await page.goto('/');
  const hero = page.getByRole('img', { name: 'A freshly poured craft beer at the Taproom brewery' });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // The page draws the very picture it asked for first: one request, not two sizes.
  expect(pictures).toHaveLength(1);
  expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(pictures[0]);
});

test("a returning adult's home page shows its hero picture before the app's scripts are asked for", async ({
  page,
}) => {
  await withStored(page, PASSED_GATES);
  // The picture takes its time, as on a slow phone link; the app's scripts wait for it all the same.
  await page.route('**/objects/uploads/default-beer*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  // What the browser did, in order: the hero picture arriving, and each script it asked for.
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/objects/uploads/default-beer')) events.push('hero picture');
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ready'));
  const hint = JSON.parse(
    (await page.locator('meta[name="taproom-first-screen"]').getAttribute('content')) ?? '{}',
  );
  const firstAppScript = events.findIndex((event) => hint.scripts.includes(event));
  expect(firstAppScript).toBeGreaterThan(-1);
  expect(events.indexOf('hero picture')).toBeGreaterThan(-1);
  expect(events.indexOf('hero picture')).toBeLessThan(firstAppScript);
});

test('a visitor at the gate fetches no screen, catalogue or picture until they are through', async ({
  page,
}) => {
  const reads: string[] = [];
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products')) reads.push(request.url());
    if (request.resourceType() === 'image') pictures.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the Taproom' })).toBeVisible();
  await expect(page.locator('link[rel="preload"]:not([as="font"])')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  // The page behind the gate is not laid out, so none of its lazy pictures load; only its main picture,
  // which the browser asks for from the HTML before any style or script applies, may.
  expect(pictures.length, pictures.join('\n')).toBeLessThanOrEqual(1);
});

test("a visitor's page asks for neither signed-in probe nor the business profile; a signed-in customer's asks", async ({
  page,
}) => {
  await withStored(page, PASSED_GATES);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(auth\/user|customer\/profile|business-profile)$/.test(pathname)) asked.push(pathname);
  });
  const profile = await (await page.request.get('/api/business-profile')).json();
  await page.goto('/contact');
  // The brewery's details come from the first HTML; nobody is signed in, so the header offers sign-in.
  await expect(page.getByText(profile.email).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(asked).toEqual([]);

  const email = `first-reads.${Date.now()}@example.my`;
  const customer = { firstName: 'Nurul', lastName: 'Huda', email, phone: '+60 12-555 0101' };
  const registered = await page.request.post('/api/customer/register', {
    data: { ...customer, password: 'secret-pass' },
  });
  expect(registered.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('link', { name: /My account/ }).first()).toBeVisible();
  expect(asked).toEqual(expect.arrayContaining(['/api/customer/profile', '/api/auth/user']));
});

test('a page opened mid-way lands there: a reload where the visitor was, an address at its #fragment', async ({
  page,
}) => {
  await withStored(page, PASSED_GATES);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-ready');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  await expect(page.locator('footer')).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);

  await page.goto('/#top-sellers-title');
  await expect(page.getByRole('heading', { level: 2, name: 'Top Sellers' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a visitor who scrolls while the page is still hydrating stays where they scrolled', async ({
  page,
}) => {
  await withStored(page, PASSED_GATES);
  // The app's scripts arrive late, as on a slow phone: the server's page is there to read and scroll first.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 2, name: 'Top Sellers' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(page.locator('#root')).not.toHaveAttribute('data-ready');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
});
