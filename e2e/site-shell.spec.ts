import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ACCESS_CODE } from './support/constants.ts';
import { passGates } from './support/gates.ts';

test('the access gate refuses blank and wrong codes, then the age gate lets an adult in for good', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByLabel('Access code');
  const enter = page.getByRole('button', { name: 'Enter the Taproom' });
  await expect(field).toHaveAttribute('type', 'password');
  await expect(enter).toBeDisabled();
  await field.fill('   ');
  await expect(enter).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Show access code' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide access code' }).click();
  await expect(field).toHaveAttribute('type', 'password');

  await field.fill('WRONG');
  await enter.click();
  await expect(page.getByText('Invalid access code. Please try again.')).toBeVisible();
  await expect(field).toHaveValue('');

  // Letter case and spaces around the code do not count against the visitor.
  await field.fill(`  ${ACCESS_CODE.toLowerCase()} `);
  await enter.click();
  await expect(page.getByRole('button', { name: "I'm 21 or Older" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Under 21' })).toBeVisible();
  await page.getByRole('button', { name: "I'm 21 or Older" }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByLabel('Access code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: "I'm 21 or Older" })).toHaveCount(0);
});

test('a visitor picks the language on the gates, it is remembered, and the shop opens in it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption({ label: 'Bahasa Malaysia' });
  await expect(page.getByRole('heading', { name: 'Selamat datang ke Taproom' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Remembered: the next page arrives with the gate in Malay from the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Selamat datang ke Taproom' })).toBeVisible();
  await expect(page.getByLabel('Bahasa')).toHaveValue('ms');

  // A change of mind at the gate carries into the site behind it, without a reload.
  await page.getByLabel('Bahasa').selectOption({ label: '中文' });
  await page.getByLabel('访问码').fill(ACCESS_CODE);
  await page.getByRole('button', { name: '进入 Taproom' }).click();
  await page.getByRole('button', { name: '我已年满 21 岁' }).click();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('a visitor under 21 is told why and sent away', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taproom-access', 'true'));
  await page.route(/google\./, (route) => route.fulfill({ body: 'search site', contentType: 'text/plain' }));
  await page.goto('/');
  // The alert blocks the page, so it is answered as it opens: a click cannot finish while it is up.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Under 21' }).click();
  await expect(page).toHaveURL(/google\./);
  expect(alerts).toEqual(['You must be 21 or older to access this website.']);
  expect(await page.evaluate(() => localStorage.getItem('ageVerified'))).toBeNull();
});

// The reset control lives on the development server only (src/web/features/gates/development-reset.ts).
test('the built shop offers no development reset, in its pages or its scripts', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByLabel('Access code')).toBeVisible();
  await passGates(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: /reset access/i })).toHaveCount(0);
  await expect(page.locator('#gate-reset')).toHaveCount(0);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toContain('gate-reset');
    expect(body).not.toContain('Reset access');
  }
});

test('the theme follows the system, toggles, is remembered, and survives a corrupt stored value', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await passGates(page);
  await page.goto('/');
  const root = page.locator('html');
  await expect(root).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(root).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(root).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.evaluate(() => localStorage.setItem('theme', 'purple'));
  await page.reload();
  await expect(root).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('the language comes from the browser, can be changed, is remembered, and ignores a corrupt value', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ms-MY' });
  const page = await context.newPage();
  await passGates(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Halaman Tidak Dijumpai' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

  await page.goto('/about');
  await page.getByLabel('Bahasa').first().selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 页面未找到' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'xx'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '404 Halaman Tidak Dijumpai' })).toBeVisible();
  await context.close();
});

test('the header links reach every storefront page and an unknown path shows the 404 page', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Beers' }).click();
  await expect(page).toHaveURL(/\/shop\?category=beer$/);
  await nav.getByRole('link', { name: 'Rice Wines' }).click();
  await expect(page).toHaveURL(/\/shop\?category=rice-wine$/);
  await nav.getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await nav.getByRole('link', { name: 'Custom Beer' }).click();
  await expect(page).toHaveURL(/\/custom-beer$/);
  await expect(page.getByRole('link', { name: 'Admin Login' }).first()).toHaveAttribute('href', '/api/login');

  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('each route change is counted as a page view', async ({ page }) => {
  await passGates(page, { language: 'en' });
  const views: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/pageview')) views.push(request.postDataJSON());
  });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Our Story' })
    .click();
  await expect
    .poll(() => views)
    .toEqual(
      expect.arrayContaining([
        { path: '/', language: 'en' },
        { path: '/about', language: 'en' },
      ]),
    );
});

test('the mobile menu opens at phone width and carries the navigation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await passGates(page, { language: 'en' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await context.close();
});

test('the header stays readable over whatever scrolls beneath it, in light and dark', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme });
    const page = await context.newPage();
    await passGates(page);
    const [product] = (await (await page.request.get('/api/products')).json()) as { id: string }[];
    for (const path of ['/shop', `/product/${product!.id}`]) {
      await page.goto(path);
      // Photos, cards and at the bottom the dark footer pass under the sticky header as the shopper scrolls.
      for (const share of [0, 0.3, 0.6, 1]) {
        await page.evaluate((part) => window.scrollTo(0, part * document.body.scrollHeight), share);
        await expectNoSeriousA11yViolations(page, 'header');
      }
    }
    await context.close();
  }
});
