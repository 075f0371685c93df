import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUSINESS_PROFILE } from '../src/shared/business-profile.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

// Playwright's role and label locators reach into the element's open shadow root.
const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('a customer builds a brief in English, sees suggestions and ends on WhatsApp with the summary', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await page.goto('/custom-beer');
  await expect(page).toHaveTitle(/^Custom Beer\b.*Taproom$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /custom craft beer/);
  await expect(page.locator('script[src="/custom-beer.js"]')).toHaveCount(1);

  await expect(heading(page, 'What is the occasion?')).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
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
  await page.getByLabel('Bitterness').fill('5');
  await page.getByLabel('Sweetness').fill('1');
  await page.getByLabel('Strength').fill('4');
  await next(page);
  await page.getByLabel('Citrus').check();
  await page.getByLabel('Tropical fruit').check();
  const suggestions = page.getByRole('complementary', { name: 'Styles that suit you' });
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
  await expect(page.getByText('Budget per keg: RM 800')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Continue on WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/${DEMO_BUSINESS_PROFILE.whatsappNumber}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain('Aisyah Rahman');
  expect(text).toContain('Occasion: Wedding');
  expect(text).toContain('Kegs: 2');
  await expectNoSeriousA11yViolations(page);
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
  for (let i = 0; i < 4; i += 1) await next(page, '下一步');
  await expect(heading(page, '如何联系您？')).toBeFocused();
  await page.getByLabel('电子邮件').fill('wei@example.my');
  await page.getByLabel('电话').fill('+60 12-987 6543');
  await next(page, '发送我的需求');

  await expect(heading(page, '谢谢！您的需求已送达我们的酿酒师')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: '在 WhatsApp 上继续' });
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
