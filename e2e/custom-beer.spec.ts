import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_BUSINESS_PROFILE } from '../src/shared/business-profile.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

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
  await expect(page.getByText('Step 1 of 9')).toBeVisible();
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

  await expect(heading(page, 'Packaging, quantity and budget')).toBeFocused();
  // The kegs offered are the 20L kegs the shop sells, chosen to start with.
  const packaging = page.getByRole('group', { name: 'Packaging' });
  await expect(packaging.getByRole('radio')).toHaveCount(3);
  await expect(packaging.getByRole('radio', { name: '20L keg' })).toBeChecked();
  await expect(packaging).toContainText('330ml bottles');
  await expect(packaging).toContainText('500ml cans');
  await expect(page.getByText('Smallest order: 1 keg, from RM 600 per keg.')).toBeVisible();
  await page.getByLabel('Number of kegs').fill('2');
  await page.getByLabel('Budget per keg (RM)').fill('599');
  await next(page);
  await expect(
    page.getByText('Budget per keg must be a whole number from RM 600 to RM 100,000'),
  ).toBeVisible();
  await expect(page.getByLabel('Budget per keg (RM)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Budget per keg (RM)').fill('800');
  await expect(page.getByText('Estimated total: RM 1,600')).toBeVisible();
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
  await expect(heading(page, 'Timing and delivery')).toBeFocused();
  await expect(page.getByLabel('Timeline', { exact: true })).toHaveValue('4–6 weeks');
  await expect(page.getByLabel('Delivery', { exact: true })).toHaveValue('Self-pickup (Klang Valley)');
  await page.getByLabel('Notes for the brewer').fill('Bright and crisp for an outdoor reception.');
  await next(page);

  await page.getByLabel(/^Name/).fill('Aisyah Rahman');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await next(page);
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('aisyah@example.my');
  await next(page);

  // Nothing is sent before the review.
  await expect(heading(page, 'Check your brief before sending')).toBeFocused();
  await expect(page.getByText('Step 9 of 9')).toBeVisible();
  const review = (title: string) =>
    page.locator('custom-beer-builder section.summary-section').filter({
      has: page.getByRole('heading', { name: title, exact: true, level: 4 }),
    });
  await expect(review('Packaging and quantity')).toContainText('2 kegs');
  await expect(review('Packaging and quantity')).toContainText('RM 800 per keg · RM 1,600 in total');
  // Each part has its own way back; changing it returns to the review.
  await page.getByRole('button', { name: 'Change Aromas' }).click();
  await expect(heading(page, 'Which aromas do you love?')).toBeFocused();
  await page.getByLabel('Pandan').check();
  await next(page, 'Back to review');
  await expect(heading(page, 'Check your brief before sending')).toBeFocused();
  await expect(review('Aromas')).toContainText('Citrus, Tropical fruit, Pandan');
  await next(page, 'Send my brief');

  await expect(heading(page, 'Thank you! Your brief is with our brewer')).toBeFocused();
  // The confirmation reads as labelled answers in sections, not a text dump.
  const answer = (term: string) => page.locator(`custom-beer-builder dt:text-is("${term}") + dd`);
  await expect(page.getByRole('heading', { name: 'Packaging and quantity', level: 4 })).toBeVisible();
  await expect(answer('Budget')).toHaveText('RM 800 per keg · RM 1,600 in total');
  await expect(answer('Quantity')).toHaveText('2 kegs');
  await expect(answer('Packaging')).toHaveText('20L keg');
  await expect(answer('Aromas')).toHaveText('Citrus, Tropical fruit, Pandan');
  await expect(page.getByRole('button', { name: /^Change/ })).toHaveCount(0);
  await expect(answer('Email')).toHaveText('aisyah@example.my');
  await expect(page.locator('custom-beer-builder pre')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Summary copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Budget: RM 800 per keg · RM 1,600 in total');
  expect(copied).toContain('Packaging: 20L keg');
  const whatsapp = page.getByRole('link', { name: 'Send on WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/${DEMO_BUSINESS_PROFILE.whatsappNumber}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain('Aisyah Rahman');
  expect(text).toContain('Occasion: Wedding');
  expect(text).toContain('Quantity: 2 kegs');
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
  await expect(page.getByLabel('酒桶数量')).toHaveValue('1');
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
  await expect(heading(page, '时间与交付')).toBeFocused();
  await next(page, '下一步');
  await expect(heading(page, '如何联系您？')).toBeFocused();
  await page.getByLabel('电子邮件').fill('wei@example.my');
  await page.getByLabel('电话').fill('+60 12-987 6543');
  await next(page, '下一步');
  await expect(heading(page, '发送前核对您的需求')).toBeFocused();
  await expect(page.getByRole('button', { name: '修改 包装与数量' })).toBeVisible();
  await next(page, '发送我的需求');

  await expect(heading(page, '谢谢！您的需求已送达我们的酿酒师')).toBeVisible();
  await expect(page.locator('custom-beer-builder dt:text-is("预算") + dd')).toHaveText(
    '每桶 RM 600 · 合计 RM 600',
  );
  await expect(page.locator('custom-beer-builder dt:text-is("数量") + dd')).toHaveText('1 桶');
  const whatsapp = page.getByRole('link', { name: '通过 WhatsApp 发送' });
  const text = decodeURIComponent(((await whatsapp.getAttribute('href')) ?? '').split('?text=')[1] ?? '');
  expect(text).toContain('场合: 生日');
  expect(text).toContain('预算: 每桶 RM 600 · 合计 RM 600');
  await expectNoSeriousA11yViolations(page);
});

test('changing the site language mid-way re-renders the builder and keeps the answers', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/custom-beer');
  await page.getByLabel('Party or gathering').check();
  await next(page);
  await page.getByLabel('Budget per keg (RM)').fill('900');
  await page.getByLabel('Language').first().selectOption('ms');
  await expect(heading(page, 'Pembungkusan, kuantiti dan bajet')).toBeVisible();
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
        message: 'Budget per keg must be from RM 600 to RM 100,000',
        issues: [{ path: 'budgetPerKegMYR', message: 'Budget per keg must be from RM 600 to RM 100,000' }],
      }),
    }),
  );
  await page.goto('/custom-beer');
  await page.getByLabel('Corporate event').check();
  for (let i = 0; i < 7; i += 1) await next(page);
  await page.getByLabel('Email', { exact: true }).fill('hr@example.my');
  await next(page);
  await next(page, 'Send my brief');
  await expect(heading(page, 'Packaging, quantity and budget')).toBeVisible();
  await expect(page.getByLabel('Budget per keg (RM)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Budget per keg (RM)')).toBeFocused();
  await expect(
    page.getByText('Budget per keg must be a whole number from RM 600 to RM 100,000'),
  ).toBeVisible();
  // Once put right, the brief goes back to the review rather than through every step again.
  await expect(page.getByRole('button', { name: 'Back to review', exact: true })).toBeVisible();
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

  for (let step = 1; step <= 9; step += 1) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await page.locator('custom-beer-builder .panel').first().boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    if (step === 8) await page.getByLabel('E-mel').fill('telefon@example.my');
    if (step < 9) await next(page, 'Seterusnya');
  }
  await expect(heading(page, 'Semak ringkasan anda sebelum dihantar')).toBeFocused();
});

// The journey server mails the brewery at BREWERY_EMAIL's default (src/server/env.ts).
const BREWERY = 'brewer@taproom.my';

/** What each language's walk types and expects: bottles in English, cans in Malay. */
const phoneWalks = [
  {
    language: 'en',
    email: 'bottles-walk@example.my',
    texts: {
      occasion: 'Wedding',
      next: 'Next',
      send: 'Send my brief',
      packaging: '330ml bottles',
      kegs: 'Number of kegs',
      quantity: 'Number of bottles',
      budget: 'Budget per bottle (RM)',
      budgetError: 'Budget per bottle must be a whole number from RM 10 to RM 200',
      email: 'Email',
      review: 'Check your brief before sending',
      changeAmount: 'Change Packaging and quantity',
      backToReview: 'Back to review',
      done: 'Thank you! Your brief is with our brewer',
      copySubject: /^Your custom beer request$/,
    },
    shown: ['330ml bottles', '144 bottles', 'RM 12 per bottle · RM 1,728 in total'],
    mailed: ['330ml bottles', '144 bottles', 'RM 12 per bottle · RM 1,728 in total', 'Wedding'],
    staff: ['330ml bottles', '144 bottles', 'RM 12 per bottle · RM 1,728 in total', 'Wedding'],
    typed: { smallest: '72', quantity: '120', budget: '250', fixedBudget: '12', changedQuantity: '144' },
  },
  {
    language: 'ms',
    email: 'tin-walk@example.my',
    texts: {
      occasion: 'Majlis perkahwinan',
      next: 'Seterusnya',
      send: 'Hantar ringkasan saya',
      packaging: 'Tin 500ml',
      kegs: 'Bilangan tong',
      quantity: 'Bilangan tin',
      budget: 'Bajet setiap tin (RM)',
      budgetError: 'Bajet setiap tin mestilah nombor bulat dari RM 15 hingga RM 200',
      email: 'E-mel',
      review: 'Semak ringkasan anda sebelum dihantar',
      changeAmount: 'Ubah Pembungkusan dan kuantiti',
      backToReview: 'Kembali ke semakan',
      done: 'Terima kasih! Ringkasan anda telah sampai kepada pembuat bir kami',
      copySubject: /^Permintaan Bir Tempahan anda$/,
    },
    shown: ['Tin 500ml', '120 tin', 'RM 16 setiap tin · jumlah RM 1,920'],
    mailed: ['Tin 500ml', '120 tin', 'RM 16 setiap tin · jumlah RM 1,920', 'Majlis perkahwinan'],
    staff: ['500ml cans', '120 cans', 'RM 16 per can · RM 1,920 in total', 'Wedding'],
    typed: { smallest: '48', quantity: '96', budget: '250', fixedBudget: '16', changedQuantity: '120' },
  },
] as const;

for (const walk of phoneWalks) {
  test(`on a 375 px phone in ${walk.language}, a brief for ${walk.texts.packaging} is counted, reviewed and mailed in that unit`, async ({
    page,
    baseURL,
  }) => {
    const { texts, typed } = walk;
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 375, height: 800 });
    await passGates(page, { language: walk.language });
    await page.goto('/custom-beer');
    await page.getByLabel(texts.occasion).check();
    await next(page, texts.next);

    // Choosing the packaging turns the quantity and budget into its unit, starting at its smallest order.
    await expect(page.getByLabel(texts.kegs)).toHaveValue('1');
    await page.getByRole('radio', { name: texts.packaging }).check();
    await expect(page.getByLabel(texts.kegs)).toHaveCount(0);
    const quantity = page.getByLabel(texts.quantity);
    const budget = page.getByLabel(texts.budget);
    await expect(quantity).toHaveValue(typed.smallest);
    await expect(quantity).toHaveAttribute('min', typed.smallest);
    await quantity.fill(typed.quantity);
    await budget.fill(typed.budget);
    await next(page, texts.next);
    await expect(page.getByText(texts.budgetError)).toBeVisible();
    await expect(budget).toBeFocused();
    await budget.fill(typed.fixedBudget);
    await fits();
    await next(page, texts.next);
    for (let step = 3; step <= 7; step += 1) {
      await fits();
      await next(page, texts.next);
    }
    await page.getByLabel(texts.email, { exact: true }).fill(walk.email);
    await next(page, texts.next);

    await expect(heading(page, texts.review)).toBeFocused();
    await fits();
    await page.getByRole('button', { name: texts.changeAmount }).click();
    await expect(page.getByRole('radio', { name: texts.packaging })).toBeChecked();
    await expect(budget).toHaveValue(typed.fixedBudget);
    await quantity.fill(typed.changedQuantity);
    await next(page, texts.backToReview);
    await expect(heading(page, texts.review)).toBeFocused();
    for (const said of walk.shown)
      await expect(page.locator('custom-beer-builder .summary')).toContainText(said);
    await expectNoSeriousA11yViolations(page);
    await next(page, texts.send);
    await expect(heading(page, texts.done)).toBeFocused();
    await fits();

    // The shopper and the brewery read the same packaging, quantity and budget, each in their language.
    const port = new URL(baseURL!).port;
    let copy: string | null = null;
    let alert: string | null = null;
    await expect
      .poll(
        () => {
          copy = mailTextTo(walk.email, port, texts.copySubject);
          alert = mailTextTo(BREWERY, port, new RegExp(`^New custom beer request from ${walk.email}$`));
          return Boolean(copy && alert);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    for (const said of walk.mailed) expect(copy).toContain(said);
    for (const said of walk.staff) expect(alert).toContain(said);
  });
}
