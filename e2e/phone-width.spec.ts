import fs from 'node:fs';
import { formatRM } from '../src/shared/money.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { findMisfits } from './support/fit.ts';
import { navigateInApp } from './support/navigate.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';
import { untilShown } from './support/shown.ts';

// Every screen, drawer and dialog at a 375 px phone in each language, each also checked at 320 and 414 px:
// nothing scrolls sideways and no text is cut.
const LANGUAGES = ['en', 'ms', 'zh'] as const;
// Each language (and theme) is a journey of its own, so they may run side by side on the workers.
test.describe.configure({ mode: 'parallel' });
type Language = (typeof LANGUAGES)[number];
const PHONE = 375;
const OTHER_PHONES = [320, 414];

type Texts = Record<string, unknown>;
/** The interface texts of one language, from the shell's and every feature's locale files. */
function textsOf(language: Language): (key: string) => string {
  const files = [`src/web/locales/${language}.json`];
  for (const feature of fs.readdirSync('src/web/features')) {
    const file = `src/web/features/${feature}/locales/${language}.json`;
    if (fs.existsSync(file)) files.push(file);
  }
  const all: Texts = Object.assign({}, ...files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Texts));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], all);
    if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
    return value;
  };
}
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const startsWith = (text: string) =>
  new RegExp(`^${text.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

type Catalogue = Array<{
  id: string;
  name: string;
  releaseAt: string | null;
  imageUrl: string | null;
  variants: Array<{ id: string; size: string; price: string; available: boolean; left: number | null }>;
}>;

type PlantedLine = { name: string; size: string; price: number; quantity: number };

/**
 * A cart as Add to Cart stores it, with lines of more than RM 1,000. The drawer names each line as the
 * catalogue does in the shopper's language, so the lines carry the catalogue's names.
 */
async function plantCart(page: Page, products: Catalogue): Promise<PlantedLine[]> {
  // Lines the shop can sell now: a size sold out or a product still to come leaves the cart.
  // The demo catalogue's own products: other journeys on the same server add and remove products.
  const [first, second] = products
    .filter((p) => p.imageUrl?.startsWith('/objects/uploads/demo-'))
    .filter((p) => !p.releaseAt || Date.parse(p.releaseAt) <= Date.now())
    .flatMap((p) => {
      // Untracked sizes: other journeys on the same server count and sell out sizes of their own.
      const variant = p.variants.findLast((v) => v.available && v.left === null);
      return variant ? [{ product: p, variant }] : [];
    });
  const items = [
    { ...first!, name: first!.product.name, quantity: 40 },
    { ...second!, name: second!.product.name, quantity: 3 },
  ].map(({ product, variant, name, quantity }, i) => ({
    id: `${product.id}-${variant.id}-${i}`,
    productId: product.id,
    variantId: variant.id,
    name,
    size: variant.size,
    price: Number(variant.price),
    imageUrl: null,
    quantity,
  }));
  await untilShown(page);
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
  return items;
}

/** docs/rules/ordering.md: every drawer line shows name, size, unit price, quantity, line total and remove. */
async function expectCompleteCartLines(page: Page, lines: PlantedLine[], t: (key: string) => string) {
  const drawer = page.getByRole('dialog');
  const rows = drawer.getByRole('listitem');
  await expect(rows).toHaveCount(lines.length);
  for (const [index, line] of lines.entries()) {
    const row = rows.nth(index);
    const priceSen = Math.round(line.price * 100);
    const parts = {
      name: row.getByText(line.name, { exact: true }),
      size: row.getByText(line.size, { exact: true }),
      'unit price': row.getByText(t('cart.unitPrice').replace('{{price}}', formatRM(priceSen)), {
        exact: true,
      }),
      quantity: row.getByLabel(t('cart.quantity').replace('{{count}}', String(line.quantity)), {
        exact: true,
      }),
      'line total': row.getByTestId('cart-line-total'),
      remove: row.getByRole('button', {
        name: exactly(t('cart.remove').replace('{{item}}', `${line.name} (${line.size})`)),
      }),
    };
    await expect(parts['line total']).toHaveText(formatRM(priceSen * line.quantity));
    await expect(parts.quantity).toHaveText(String(line.quantity));
    for (const [part, locator] of Object.entries(parts)) {
      await expect(locator, `${line.name}: ${part}`).toBeVisible();
      // The drawer slides in from the right: measured until it has come to rest.
      await expect(async () => {
        const box = (await locator.boundingBox())!;
        expect(box.x, `${line.name}: ${part} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${line.name}: ${part} ends on screen`).toBeLessThanOrEqual(PHONE + 0.5);
      }).toPass({ timeout: 5_000 });
    }
  }
}

/** The shop and home grids show two products side by side on a phone. */
async function expectTwoColumns(page: Page, path: string) {
  const cards = page.locator('main article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.abs(first.y - second.y), `${path}: the first two cards share a row`).toBeLessThan(1);
  expect(second.x, `${path}: the second card sits beside the first`).toBeGreaterThan(
    first.x + first.width - 1,
  );
  expect(second.x + second.width, `${path}: two cards fit the width`).toBeLessThanOrEqual(PHONE);
}

/** Places an order and a contact message, so the back office has a card of each to open. */
async function seedInbox(page: Page, products: Catalogue): Promise<void> {
  // A size that is always available: other journeys on the same server sell counted sizes out.
  const [product, variant] = products
    .filter((each) => each.imageUrl?.startsWith('/objects/uploads/demo-'))
    .flatMap((each) => each.variants.map((size) => [each, size] as const))
    .find(([, size]) => size.available && size.left === null)!;
  // Above the delivery minimum, so the order can be a delivery.
  const quantity = Math.ceil(200 / Number(variant.price));
  await placeOrderByApi(
    page,
    { productId: product.id, variant, quantity },
    {
      customerName: 'Nurul Aisyah binti Abdullah Rahman',
      customerEmail: 'nurul.aisyah.abdullah.rahman@example-long-domain.com.my',
      customerPhone: '+60 12-345 6789',
      deliveryOption: 'delivery',
      deliveryAddress: 'No. 12, Jalan Bukit Bintang, 55100 Kuala Lumpur',
      registrationChoice: 'skip',
    },
  );
  const message = await page.request.post('/api/contact', {
    data: {
      name: 'Nurul Aisyah binti Abdullah Rahman',
      email: 'nurul.aisyah.abdullah.rahman@example-long-domain.com.my',
      message: 'Do you deliver a 20L keg to Shah Alam for a wedding on Saturday? We need it by noon.',
    },
  });
  expect(message.status()).toBe(201);
}

/** Checks the open screen at the phone width, then at the other phone widths, and records what does not fit. */
async function check(page: Page, screen: string, misfits: string[]): Promise<void> {
  for (const width of [PHONE, ...OTHER_PHONES]) {
    await page.setViewportSize({ width, height: 800 });
    for (const misfit of await findMisfits(page)) misfits.push(`${screen} at ${width} px: ${misfit}`);
  }
  await page.setViewportSize({ width: PHONE, height: 800 });
}

/**
 * Moves to `path` within the app, as a visitor following a link does, and checks it. `load` opens it afresh
 * instead: the app reads who is signed in, and the stored cart, when it starts.
 */
async function visit(page: Page, path: string, misfits: string[], { load = false } = {}): Promise<void> {
  if (load) await page.goto(path);
  else await navigateInApp(page, path);
  await untilShown(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await check(page, path, misfits);
}

/** Opens a dialog with `open`, checks it, and closes it with Escape unless it is the screen's last. */
async function checkDialog(
  page: Page,
  name: string,
  open: () => Promise<void>,
  misfits: string[],
  { close = true } = {},
) {
  await open();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await untilShown(page);
  await check(page, name, misfits);
  if (!close) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const language of LANGUAGES) {
  test(`every screen and dialog fits a phone in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = textsOf(language);
    const context = await browser.newContext({ viewport: { width: PHONE, height: 800 } });
    const page = await context.newPage();
    await passGates(page, { language });
    const products = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Catalogue;
    const misfits: string[] = [];

    await page.goto('/');
    const cart = await plantCart(page, products);
    const storefront = ['/', '/shop', `/product/${products[0]!.id}`, '/about', '/contact', '/custom-beer'];
    for (const path of [...storefront, '/privacy', '/terms']) {
      await visit(page, path, misfits, { load: path === '/' });
      if (path === '/' || path === '/shop') await expectTwoColumns(page, path);
    }
    await visit(page, '/newsletter/unsubscribe', misfits);
    await visit(page, '/newsletter/confirm?token=not-a-real-link', misfits);
    await visit(page, '/no-such-page', misfits);
    await visit(page, '/shop', misfits);

    await checkDialog(
      page,
      'menu',
      () => page.getByRole('button', { name: t('nav.openMenu') }).click(),
      misfits,
    );
    const cartButton = page.getByRole('button', { name: startsWith(t('nav.cartWithCount_other')) });
    await checkDialog(
      page,
      'cart drawer',
      async () => {
        await cartButton.click();
        await expectCompleteCartLines(page, cart, t);
      },
      misfits,
    );
    await checkDialog(
      page,
      'order form',
      async () => {
        await cartButton.click();
        await page.getByRole('button', { name: t('cart.continue') }).click();
      },
      misfits,
    );

    await seedInbox(page, products);
    await visit(page, '/customer/register', misfits);
    await visit(page, '/customer/login', misfits);
    await visit(page, '/customer/forgot-password', misfits);
    await visit(page, '/customer/reset-password', misfits);
    const registered = await page.request.post('/api/customer/register', {
      data: {
        email: `phone-${language}-${Date.now()}@example.com`,
        password: 'brew-secret-42',
        firstName: 'Nurul Aisyah',
        lastName: 'binti Abdullah Rahman',
      },
    });
    expect(registered.ok()).toBe(true);
    await visit(page, '/customer/dashboard', misfits, { load: true });
    await checkDialog(
      page,
      'delete account',
      () => page.getByRole('button', { name: exactly(t('customer.data.delete')) }).click(),
      misfits,
    );

    await page.request.post('/api/customer/logout');
    await visit(page, '/admin/login', misfits, { load: true });
    await visit(page, '/admin/forgot-password', misfits);
    await visit(page, '/admin/reset-password', misfits);
    await visit(page, '/admin/invitation#token=not-a-link', misfits);
    const signedIn = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await visit(page, '/admin', misfits, { load: true });
    for (const path of [
      '/admin/customers',
      '/admin/newsletter',
      '/admin/custom-beer',
      '/admin/settings',
      '/admin/activity',
      '/admin/team',
      '/admin/account',
    ]) {
      await visit(page, path, misfits);
    }
    await visit(page, '/admin/customers', misfits);
    await checkDialog(
      page,
      'delete customer',
      () =>
        page
          .getByRole('button', { name: startsWith(t('adminCustomers.data.delete')) })
          .first()
          .click(),
      misfits,
    );

    await visit(page, '/admin/products', misfits);
    await checkDialog(
      page,
      'new product',
      () => page.getByRole('button', { name: t('adminProducts.add') }).click(),
      misfits,
    );
    // The back office names products in English, whatever the shopper's language.
    const inEnglish = (await (await page.request.get('/api/products?lang=en')).json()) as Catalogue;
    const productName = inEnglish.find((product) => product.id === products[0]!.id)!.name;
    for (const action of ['editOf', 'variantsOf', 'imagesOf']) {
      const name = t(`adminProducts.actions.${action}`).replace('{{name}}', productName);
      await checkDialog(page, name, () => page.getByRole('button', { name: exactly(name) }).click(), misfits);
    }
    const deleteName = t('adminProducts.actions.deleteOf').replace('{{name}}', productName);
    await checkDialog(
      page,
      'delete confirmation',
      () => page.getByRole('button', { name: exactly(deleteName) }).click(),
      misfits,
    );
    // Inside the variants dialog: a variant's inline edit form (with its price history), then the remove
    // confirmation on top of it.
    const variantsName = t('adminProducts.actions.variantsOf').replace('{{name}}', productName);
    await page.getByRole('button', { name: exactly(variantsName) }).click();
    const variants = page.getByRole('dialog');
    const size = inEnglish.find((product) => product.id === products[0]!.id)!.variants[0]!.size;
    const editLabel = t('adminProducts.variants.editLabel').replace('{{size}}', size);
    await variants.getByRole('button', { name: exactly(editLabel) }).click();
    await expect(variants.getByRole('heading', { name: exactly(editLabel) })).toBeVisible();
    await untilShown(page);
    await check(page, 'variant edit', misfits);
    await variants.getByRole('button', { name: exactly(t('adminProducts.cancel')) }).click();
    const removeLabel = t('adminProducts.variants.removeLabel').replace('{{size}}', size);
    await variants.getByRole('button', { name: exactly(removeLabel) }).click();
    const removeTitle = t('adminProducts.variants.removeTitle').replace('{{size}}', size);
    await expect(page.getByRole('dialog', { name: exactly(removeTitle) })).toBeVisible();
    await check(page, 'variant remove confirmation', misfits);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: exactly(removeTitle) })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await visit(page, '/admin/orders', misfits);
    await checkDialog(
      page,
      'order details',
      () =>
        page
          .getByRole('button', { name: /Nurul Aisyah/ })
          .first()
          .click(),
      misfits,
    );
    await visit(page, '/admin/messages', misfits);
    await checkDialog(page, 'message', () => page.getByTestId('message-card').first().click(), misfits, {
      close: false,
    });

    await context.close();
    if (process.env.PHONE_WIDTH_LOG) console.log(misfits.join('\n'));
    expect(misfits).toEqual([]);
  });
}

// The back office's sections wrap over a few rows on a phone: none sits off-screen behind a sideways scroll.
for (const language of ['en', 'ms'] as const) {
  test(`every back-office section is in view at phone width in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    await passGates(page, { language });
    const signedIn = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await page.goto('/admin/activity');
    const nav = page.getByRole('navigation', { name: textsOf(language)('admin.nav.label') });
    const links = nav.getByRole('link');
    await expect(links.last()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(11);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box, await link.innerText()).not.toBeNull();
      expect(box!.x, await link.innerText()).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, await link.innerText()).toBeLessThanOrEqual(PHONE);
    }
    await nav.getByRole('link', { name: textsOf(language)('admin.nav.settings') }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });
}
