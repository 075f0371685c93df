// Every storefront, customer and back-office screen, with each dialog open, in both themes and all three
// languages, scanned by axe-core's default rules: any serious or critical violation fails. One browser
// page per language and theme moves between screens the way a visitor does (client-side), so the scan
// also checks that each route change puts focus on the new page's heading.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { ACCESS_CODE, ADMIN_EMAIL } from './support/constants.ts';
import { navigateInApp } from './support/navigate.ts';
import { prepareScanState, SCAN_CUSTOMER } from './support/scan-data.ts';
import { LANGUAGES, textsOf } from './support/texts.ts';

type Texts = ReturnType<typeof textsOf>;
type State = Awaited<ReturnType<typeof prepareScanState>>;
/** Opens a dialog; returns the control that focus must return to when it closes, if it stays on the page. */
type Opener = (page: Page, t: Texts) => Promise<Locator | null>;
interface Screen {
  path: string;
  /** Shown once the screen's data has arrived. */
  ready?: (page: Page, t: Texts) => Locator;
  /** Each opens one dialog from this screen. */
  dialogs?: Opener[];
}

const THEMES = ['light', 'dark'] as const;
// Each language (and theme) is a journey of its own, so they may run side by side on the workers.
test.describe.configure({ mode: 'parallel' });
let state: State;
let productId = '';
let productName = '';

async function clickButton(page: Page, name: string | RegExp): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true }).first();
  await button.click();
  return button;
}
const cartButton = (page: Page, t: Texts) =>
  page.getByRole('button', { name: t('nav.cartWithCount_one', { count: 1 }) });

const screens: Screen[] = [
  { path: '/' },
  { path: '/shop', ready: (page) => page.getByRole('main').getByRole('article').first() },
  {
    path: '/product/:id',
    ready: (page, t) => page.getByRole('main').getByRole('button', { name: t('catalog.addToCart') }),
    dialogs: [
      async (page, t) => {
        await page
          .getByRole('main')
          .getByRole('button', { name: t('catalog.addToCart') })
          .click();
        await cartButton(page, t).click();
        return cartButton(page, t);
      },
      async (page, t) => {
        await cartButton(page, t).click();
        await clickButton(page, t('cart.continue'));
        await expect(page.getByRole('dialog', { name: t('checkout.title') })).toBeVisible();
        // The cart drawer that opened the form has closed: focus goes to the page.
        return null;
      },
    ],
  },
  { path: '/about' },
  { path: '/contact' },
  {
    path: '/custom-beer',
    ready: (page) => page.locator('custom-beer-builder form, custom-beer-builder [role]').first(),
  },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/newsletter/unsubscribe' },
  {
    path: '/newsletter/confirm?token=not-a-real-link',
    ready: (page, t) => page.getByRole('heading', { level: 1, name: t('newsletter.confirm.invalidTitle') }),
  },
  {
    path: '/back-in-stock/confirm?token=not-a-real-link',
    ready: (page, t) =>
      page.getByRole('heading', { level: 1, name: t('newsletter.backInStockConfirm.invalidTitle') }),
  },
  {
    path: '/back-in-stock/stop?token=not-a-real-link',
    ready: (page, t) =>
      page.getByRole('heading', { level: 1, name: t('newsletter.backInStockStop.invalidTitle') }),
  },
  { path: '/no-such-page' },
  { path: '/customer/login' },
  { path: '/customer/register' },
  { path: '/customer/forgot-password' },
  { path: '/customer/reset-password?token=scan-link' },
  {
    path: '/customer/dashboard',
    ready: (page) => page.getByText(SCAN_CUSTOMER.email).first(),
  },
  { path: '/admin/login' },
  { path: '/admin/forgot-password' },
  { path: '/admin/reset-password?token=scan-link' },
  {
    path: '/admin/invitation#token=scan-link',
    ready: (page, t) => page.getByText(t('adminTeam.problem.unknown.title')),
  },
  { path: '/admin' },
  {
    path: '/admin/products',
    ready: (page) => page.getByRole('main').getByText(productName, { exact: true }).first(),
    dialogs: [
      (page, t) => clickButton(page, t('adminProducts.add')),
      (page, t) => clickButton(page, t('adminProducts.actions.editOf', { name: productName })),
      (page, t) => clickButton(page, t('adminProducts.actions.variantsOf', { name: productName })),
      (page, t) => clickButton(page, t('adminProducts.actions.imagesOf', { name: productName })),
    ],
  },
  {
    path: '/admin/orders',
    ready: (page) => page.getByRole('button', { name: /Hafiz Osman/ }).first(),
    dialogs: [(page) => clickButton(page, /Hafiz Osman/)],
  },
  {
    path: '/admin/customers',
    ready: (page) => page.getByText(SCAN_CUSTOMER.email).first(),
    dialogs: [
      (page, t) =>
        clickButton(
          page,
          `${t('adminCustomers.data.delete')} (${SCAN_CUSTOMER.firstName} ${SCAN_CUSTOMER.lastName})`,
        ),
    ],
  },
  {
    path: '/admin/messages',
    ready: (page) => page.getByRole('button', { name: /Aisyah Rahman/ }).first(),
    dialogs: [
      async (page) => {
        await clickButton(page, /Aisyah Rahman/);
        // Opening marks the message read, which moves its card to the read list.
        return null;
      },
    ],
  },
  { path: '/admin/newsletter', ready: (page) => page.getByText('news.scan@example.my').first() },
  { path: '/admin/custom-beer', ready: (page) => page.getByText('event.scan@example.my').first() },
  { path: '/admin/settings' },
  { path: '/admin/team', ready: (page) => page.getByText(ADMIN_EMAIL).first() },
  { path: '/admin/account', ready: (page) => page.getByTestId('signed-in-devices') },
  { path: '/admin/activity', ready: (page) => page.getByTestId('activity-row').first() },
];

/** Scans the page as it is now; a finding is reported with where it was seen, and the scan goes on. */
async function scan(page: Page, where: string): Promise<void> {
  const serious = await seriousA11yViolations(page);
  expect.soft(serious, `${where}:\n${serious.join('\n')}`).toEqual([]);
}

/**
 * Opens a dialog, scans it, checks that Tab cannot leave it, closes it with its close button and checks that
 * focus went back to the control that opened it (when that control is still on the page).
 */
async function scanDialog(page: Page, t: Texts, where: string, open: Opener): Promise<void> {
  const trigger = await open(page, t);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await scan(page, `${where} with a dialog open`);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog
    .getByRole('button', { name: t('common.close'), exact: true })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  if (trigger) await expect(trigger).toBeFocused();
}

test.beforeAll(async ({ baseURL, request }) => {
  state = await prepareScanState(baseURL!);
  const products = (await (await request.get('/api/products')).json()) as Array<{ id: string; name: string }>;
  productId = products[0]!.id;
  productName = products[0]!.name;
});

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`every screen and dialog has no serious accessibility violation (${language}, ${theme})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const t = textsOf(language);
      const context = await browser.newContext({ colorScheme: theme, storageState: state });
      const page = await context.newPage();
      await page.addInitScript(
        ({ lang, mode }) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('theme', mode);
        },
        { lang: language, mode: theme },
      );
      let scans = 0;

      await page.goto('/');
      await expect(page.locator('#gate-access-code')).toBeVisible();
      await scan(page, 'access gate');
      await page.locator('#gate-access-code').fill(ACCESS_CODE);
      await page.locator('#gate-access-submit').click();
      await expect(page.locator('#gate-age-confirm')).toBeVisible();
      await scan(page, 'age gate');
      await page.locator('#gate-age-confirm').click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      scans += 2;

      for (const screen of screens) {
        const path = screen.path.replace(':id', productId);
        if (path !== '/') await navigateInApp(page, path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        if (path !== '/') {
          await expect(heading).toBeFocused();
          await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
        }
        if (screen.ready) await expect(screen.ready(page, t)).toBeVisible();
        await scan(page, screen.path);
        scans += 1;
        for (const open of screen.dialogs ?? []) {
          await scanDialog(page, t, screen.path, open);
          scans += 1;
        }
      }

      await page.setViewportSize({ width: 375, height: 800 });
      await navigateInApp(page, '/shop');
      // The new page's heading takes focus once it shows; the menu is opened from the settled page.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
      await scanDialog(page, t, '/shop at 375 px', (page, t) => clickButton(page, t('nav.openMenu')));
      scans += 1;
      test.info().annotations.push({ type: 'scans', description: String(scans) });
      await context.close();
    });
  }
}
