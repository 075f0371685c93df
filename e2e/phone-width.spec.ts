import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { findMisfits } from './support/fit.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';

// Every screen, drawer and dialog at a 375 px phone in each language, each also checked at 320 and 414 px:
// nothing scrolls sideways and no text is cut.
const LANGUAGES = ['en', 'ms', 'zh'] as const;
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
  variants: Array<{ id: string; size: string; price: string }>;
}>;

/** A cart as Add to Cart stores it: a long product name, and lines of more than RM 1,000. */
async function plantCart(page: Page, products: Catalogue): Promise<void> {
  const [first, second] = products.map((p) => ({ product: p, variant: p.variants.at(-1)! }));
  const items = [
    { ...first!, name: `${first!.product.name} Reserve Barrel-Aged Limited Harvest Edition`, quantity: 40 },
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
  await page.waitForLoadState('networkidle');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
}

/** Places an order and a contact message, so the back office has a card of each to open. */
async function seedInbox(page: Page, products: Catalogue): Promise<void> {
  const product = products[0]!;
  const variant = product.variants[0]!;
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
      deliveryAddress: 'No. 12, Jalan Bukit Bintang, Kuala Lumpur',
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

async function visit(page: Page, path: string, misfits: string[]): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
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
  await page.waitForLoadState('networkidle');
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
    const products = (await (await page.request.get('/api/products')).json()) as Catalogue;
    const misfits: string[] = [];

    await page.goto('/');
    await plantCart(page, products);
    for (const path of ['/', '/shop', `/product/${products[0]!.id}`, '/about', '/contact', '/custom-beer']) {
      await visit(page, path, misfits);
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
    await checkDialog(page, 'cart drawer', () => cartButton.click(), misfits);
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
    await visit(page, '/customer/dashboard', misfits);

    await page.request.post('/api/customer/logout');
    await visit(page, '/admin/login', misfits);
    await visit(page, '/admin/forgot-password', misfits);
    const signedIn = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    for (const path of ['/admin', '/admin/customers', '/admin/newsletter', '/admin/custom-beer']) {
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
    const productName = products[0]!.name;
    for (const action of ['editOf', 'variantsOf', 'imagesOf']) {
      const name = t(`adminProducts.actions.${action}`).replace('{{name}}', productName);
      await checkDialog(page, name, () => page.getByRole('button', { name: exactly(name) }).click(), misfits);
    }

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
