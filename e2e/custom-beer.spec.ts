import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_BUSINESS_PROFILE } from '../src/shared/business-profile.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

// Playwright's role and label locators reach into the element's open shadow root.
const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('a customer builds a brief in English, sees suggestions and ends on WhatsApp with the summary', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await passGates(page, { language: 'en' });
  await page.goto('/custom-beer');
  await expect(page).toHaveTitle(/^Custom Beer\b.*Taproom$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /custom craft beer/);
  await expect(page.locator('script[src="/custom-beer.js"]')).toHaveCount(1);

  await expect(heading(page, 'What is the occasion?')).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  // The page introduces the builder once: the element's own title stays out.
  await expect(page.getByRole('heading', { name: 'Custom Beer', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Build your custom beer' })).toHaveCount(0);
  // Nothing is matched before the taste questions are answered.
  const suggestions = page.getByRole('complementary', { name: 'Styles that suit you' });
  await expect(suggestions).toContainText('Answer the taste questions');
  await expect(suggestions).not.toContainText('% match');
  await expect(suggestions).not.toContainText('Matches your');
  await next(page);
  await expect(page.getByText('Please choose at least one occasion')).toBeVisible();
  await page.getByLabel('Wedding').check();
  await next(page);

  await expect(heading(page, 'How many kegs, and your budget?')).toBeFocused();
  await page.getByLabel('Number of kegs').fill('2');
  await page.getByLabel('Budget per keg (RM)').fill('599');
  await next(page);
  await expect(page.getByText('Budget per keg must be a whole number of at least RM 600')).toBeVisible();
  await expect(page.getByLabel('Budget per keg (RM)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Budget per keg (RM)').fill('800');
  await next(page);

  await expect(heading(page, 'How should it taste?')).toBeFocused();
  await expect(suggestions).not.toContainText('% match');
  await page.getByLabel('Bitterness').fill('5');
  await expect(suggestions.getByText(/\d+% match/).first()).toBeVisible();
  await page.getByLabel('Sweetness').fill('1');
  await page.getByLabel('Strength').fill('4');
  await next(page);
  await page.getByLabel('Citrus').check();
  await page.getByLabel('Tropical fruit').check();
  await expect(suggestions.getByRole('listitem').filter({ hasText: 'ABV' })).toHaveCount(3);
  await expect(suggestions.getByRole('listitem').first()).toContainText('West Coast IPA');
  await expect(suggestions.getByRole('listitem').first()).toContainText('ABV 6–7.5%');
  await expect(suggestions).toContainText('Brings the Citrus, Tropical fruit notes you asked for');
  await expectNoSeriousA11yViolations(page);

  await next(page);
  await page.getByLabel('West Coast IPA').check();
  await next(page);
  await page.getByLabel('Vegan').check();
  await next(page);
  await expect(page.getByLabel('Packaging', { exact: true })).toHaveValue('20L keg');
  // The kegs offered are the 20L kegs the shop sells.
  await expect(page.getByLabel('Packaging', { exact: true }).locator('option')).toHaveText([
    '20L keg',
    '330ml bottles',
    '500ml cans',
  ]);
  await expect(page.getByLabel('Timeline', { exact: true })).toHaveValue('4–6 weeks');
  await expect(page.getByLabel('Delivery', { exact: true })).toHaveValue('Self-pickup (Klang Valley)');
  await page.getByLabel('Notes for the brewer').fill('Bright and crisp for an outdoor reception.');
  await next(page);

  await page.getByLabel(/^Name/).fill('Aisyah Rahman');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await next(page, 'Send my brief');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('aisyah@example.my');
  await next(page, 'Send my brief');

  await expect(heading(page, 'Thank you! Your brief is with our brewer')).toBeFocused();
  // The confirmation reads as labelled answers in sections, not a text dump.
  const answer = (term: string) => page.locator(`custom-beer-builder dt:text-is("${term}") + dd`);
  await expect(page.getByRole('heading', { name: 'Occasion and kegs', level: 4 })).toBeVisible();
  await expect(answer('Budget per keg')).toHaveText('RM 800');
  await expect(answer('Kegs')).toHaveText('2');
  await expect(answer('Packaging')).toHaveText('20L keg');
  await expect(answer('Aromas')).toHaveText('Citrus, Tropical fruit');
  await expect(answer('Email')).toHaveText('aisyah@example.my');
  await expect(page.locator('custom-beer-builder pre')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Summary copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Budget per keg: RM 800');
  expect(copied).toContain('Packaging: 20L keg');
  const whatsapp = page.getByRole('link', { name: 'Send on WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/${DEMO_BUSINESS_PROFILE.whatsappNumber}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain('Aisyah Rahman');
  expect(text).toContain('Occasion: Wedding');
  expect(text).toContain('Kegs: 2');
  await expectNoSeriousA11yViolations(page);

  // A new brief starts without suggestions again.
  await page.getByRole('button', { name: 'Start a new brief' }).click();
  await expect(heading(page, 'What is the occasion?')).toBeFocused();
  await expect(suggestions).toContainText('Answer the taste questions');
  await expect(suggestions).not.toContainText('% match');
});

test('a brief in Chinese gets Chinese suggestions and a Chinese summary on WhatsApp', async ({ page }) => {
  await passGates(page, { language: 'zh' });
  await page.goto('/custom-beer');
  await expect(heading(page, '是什么场合？')).toBeVisible();
  await page.getByLabel('生日').check();
  await next(page, '下一步');
  await expect(page.getByLabel('每桶预算（RM）')).toHaveValue('600');
  await next(page, '下一步');
  await page.getByLabel('苦度').fill('1');
  await page.getByLabel('甜度').fill('5');
  await page.getByLabel('酒体').fill('4');
  await next(page, '下一步');
  await page.getByLabel('烘烤 / 咖啡').check();
  await page.getByLabel('椰糖（马六甲糖）').check();
  const suggestions = page.getByRole('complementary', { name: '适合您的风格' });
  await expect(suggestions.getByRole('listitem').first()).toContainText(/波特|世涛/);
  await expect(suggestions).toContainText('烘烤 / 咖啡');
  for (let i = 0; i < 3; i += 1) await next(page, '下一步');
  await expect(page.getByLabel('包装', { exact: true })).toHaveValue('20L keg');
  await expect(page.getByLabel('包装', { exact: true }).locator('option').first()).toHaveText('20升酒桶');
  await next(page, '下一步');
  await expect(heading(page, '如何联系您？')).toBeFocused();
  await page.getByLabel('电子邮件').fill('wei@example.my');
  await page.getByLabel('电话').fill('+60 12-987 6543');
  await next(page, '发送我的需求');

  await expect(heading(page, '谢谢！您的需求已送达我们的酿酒师')).toBeVisible();
  await expect(page.locator('custom-beer-builder dt:text-is("每桶预算") + dd')).toHaveText('RM 600');
  const whatsapp = page.getByRole('link', { name: '通过 WhatsApp 发送' });
  const text = decodeURIComponent(((await whatsapp.getAttribute('href')) ?? '').split('?text=')[1] ?? '');
  expect(text).toContain('场合: 生日');
  expect(text).toContain('每桶预算: RM 600');
  await expectNoSeriousA11yViolations(page);
});

test('changing the site language mid-way re-renders the builder and keeps the answers', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/custom-beer');
  await page.getByLabel('Party or gathering').check();
  await next(page);
  await page.getByLabel('Budget per keg (RM)').fill('900');
  await page.getByLabel('Language').first().selectOption('ms');
  await expect(heading(page, 'Berapa tong, dan bajet anda?')).toBeVisible();
  await expect(page.getByLabel('Bajet setiap tong (RM)')).toHaveValue('900');
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByLabel('Parti atau perhimpunan')).toBeChecked();
});

test('the builder follows the dark theme of the site', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/custom-beer');
  await expect(heading(page, 'What is the occasion?')).toBeVisible();
  const frame = page.locator('custom-beer-builder .cb');
  const light = await frame.evaluate((el) => getComputedStyle(el).color);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(frame).toHaveClass(/dark/);
  expect(await frame.evaluate((el) => getComputedStyle(el).color)).not.toBe(light);
  await expectNoSeriousA11yViolations(page);
});

test('field errors from the server are shown beside their fields, on their step', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.route('**/api/custom-beer/submit', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Budget per keg must be at least RM 600',
        issues: [{ path: 'budgetPerKegMYR', message: 'Budget per keg must be at least RM 600' }],
      }),
    }),
  );
  await page.goto('/custom-beer');
  await page.getByLabel('Corporate event').check();
  for (let i = 0; i < 7; i += 1) await next(page);
  await page.getByLabel('Email', { exact: true }).fill('hr@example.my');
  await next(page, 'Send my brief');
  await expect(heading(page, 'How many kegs, and your budget?')).toBeVisible();
  await expect(page.getByLabel('Budget per keg (RM)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Budget per keg (RM)')).toBeFocused();
  await expect(page.getByText('Budget per keg must be a whole number of at least RM 600')).toBeVisible();
});

test('on a 375 px phone the builder fits and its chips, checkboxes and buttons follow the site', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await passGates(page, { language: 'ms' });
  await page.goto('/custom-beer');
  const wedding = page.getByLabel('Majlis perkahwinan');
  await wedding.check();
  const chip = page.locator('custom-beer-builder label.chip').filter({ has: wedding });
  const plain = page.locator('custom-beer-builder label.chip').filter({ hasText: 'Hari jadi' });
  const style = (locator: typeof chip, property: string) =>
    locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
  // Regular weight, with the choice shown by its border and a filled custom checkbox.
  expect(await style(chip, 'font-weight')).toBe('400');
  expect(await style(chip, 'border-color')).not.toBe(await style(plain, 'border-color'));
  expect(await style(wedding, 'appearance')).toBe('none');
  expect(await style(wedding, 'background-color')).not.toBe(
    await style(plain.locator('input'), 'background-color'),
  );
  // The site's default button (src/web/components/ui/button.tsx): 40 px high, medium weight, small text.
  const nextButton = page.getByRole('button', { name: 'Seterusnya', exact: true });
  expect(await style(nextButton, 'font-weight')).toBe('500');
  expect(await style(nextButton, 'font-size')).toBe('14px');
  const siteButtonHeight = await page.evaluate(
    () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--button-height')) * 16,
  );
  expect(siteButtonHeight).toBe(40);
  expect((await nextButton.boundingBox())?.height).toBe(siteButtonHeight);

  for (let step = 1; step <= 8; step += 1) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await page.locator('custom-beer-builder .panel').first().boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    if (step < 8) await next(page, 'Seterusnya');
  }
});
