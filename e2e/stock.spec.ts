// A shopper on a phone meets stock: a size with few left says how many, a sold-out size stays in view but
// cannot be chosen, a sold-out product says so and comes last in the shop, and a cart line that sold out
// since it was added blocks the order form until it is removed. In English and in Malay.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { choose } from './support/choose.ts';

test.use({ viewport: { width: 375, height: 800 } });

const TEXTS = {
  en: {
    onlyLeft: 'Only 3 left',
    soldOut: 'Sold out',
    topSeller: 'Top Seller',
    addToCart: 'Add to Cart',
    cartLineSoldOut: 'Sold out since you added it. Remove it to continue.',
    continue: 'Continue to Order Form',
    loadMore: 'Load More',
  },
  ms: {
    onlyLeft: 'Tinggal 3 sahaja',
    soldOut: 'Habis dijual',
    topSeller: 'Paling Laris',
    addToCart: 'Tambah ke Troli',
    cartLineSoldOut: 'Habis dijual sejak anda menambahnya. Keluarkannya untuk meneruskan.',
    continue: 'Teruskan ke Borang Pesanan',
    loadMore: 'Muat Lagi',
  },
} as const;

/** A product with the given sizes, each counted with its stock, made through the staff API. */
async function stockedProduct(
  page: Page,
  name: string,
  sizes: { size: string; price: number; stock: number }[],
  isTopSeller = false,
) {
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', isActive: true, isTopSeller },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const variantIds: string[] = [];
  for (const { size, price, stock } of sizes) {
    const variant = await page.request.post(`/api/admin/products/${id}/variants`, {
      data: { size, price, isActive: true },
    });
    const { id: variantId } = (await variant.json()) as { id: string };
    const counted = await page.request.put(`/api/admin/products/${id}/variants/${variantId}/stock`, {
      data: { count: stock },
    });
    expect(counted.status()).toBe(200);
    variantIds.push(variantId);
  }
  return { id, variantIds };
}

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

for (const language of ['en', 'ms'] as const) {
  test(`sold-out sizes, few left and a cart line that sold out, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    // Staff sign in in English; the shopper's pages carry their language in the address.
    await passGates(page, { language: 'en' });
    await signInAsAdmin(page);
    const stamp = Date.now();
    const lager = await stockedProduct(page, `Aaa Stock Lager ${stamp}`, [
      { size: '330ML Bottle', price: 14, stock: 3 },
      { size: '20L Keg', price: 690, stock: 0 },
    ]);
    const goneName = `Aaa Gone Stout ${stamp}`;
    const gone = await stockedProduct(page, goneName, [{ size: '330ML Bottle', price: 16, stock: 0 }], true);
    // The shop's other journeys sort the catalogue: these products leave it again.
    cleanups.push(async () => {
      for (const id of [lager.id, gone.id]) await page.request.delete(`/api/admin/products/${id}`);
    });

    // The product page: the keg is in view and cannot be chosen; the bottle says how many are left.
    await page.goto(`/product/${lager.id}?lang=${language}`);
    const keg = page.getByRole('radio', { name: /20L Keg/ });
    await expect(keg).toBeDisabled();
    await expect(keg).toContainText(text.soldOut);
    await expect(page.getByRole('radio', { name: /330ML Bottle/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('stock-note')).toHaveText(text.onlyLeft);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: text.addToCart }).click();

    // The shop: the sold-out product says so, cannot be added and comes after every product on sale.
    await page.goto(`/shop?lang=${language}`);
    // Other journeys on this server add products: the shopper loads the whole shop, as sold-out ones come last.
    const loadMore = page.getByRole('button', { name: text.loadMore });
    while (await loadMore.isVisible()) await loadMore.click();
    const cards = page.locator('article');
    const goneCard = cards.filter({ hasText: goneName });
    await expect(goneCard.getByText(text.soldOut).first()).toBeVisible();
    await expect(goneCard.getByRole('button', { name: text.soldOut })).toBeDisabled();
    // On a phone's narrow card the sold-out badge sits beside or under "Top Seller", never over it.
    const [topSeller, soldOutBadge] = await Promise.all([
      goneCard.getByText(text.topSeller, { exact: true }).boundingBox(),
      goneCard.getByText(text.soldOut, { exact: true }).first().boundingBox(),
    ]);
    const overlap =
      topSeller!.x < soldOutBadge!.x + soldOutBadge!.width &&
      soldOutBadge!.x < topSeller!.x + topSeller!.width &&
      topSeller!.y < soldOutBadge!.y + soldOutBadge!.height &&
      soldOutBadge!.y < topSeller!.y + topSeller!.height;
    expect(overlap).toBe(false);
    // Every card after the first sold-out one is sold out too (its button says so).
    const soldOut = await cards.evaluateAll(
      (articles, label) => articles.map((article) => article.querySelector('button')?.textContent === label),
      text.soldOut,
    );
    expect(soldOut.indexOf(true)).toBeGreaterThan(-1);
    expect(soldOut.slice(soldOut.indexOf(true))).not.toContain(false);
    await expect(cards.filter({ hasText: `Aaa Stock Lager ${stamp}` })).toContainText(text.onlyLeft);
    await expectNoSeriousA11yViolations(page);

    // The last bottles go over the counter: the cart line says so and the order form waits.
    const sold = await page.request.post(
      `/api/admin/products/${lager.id}/variants/${lager.variantIds[0]}/stock/adjustments`,
      { data: { change: -3, reason: 'sold-at-taproom' } },
    );
    expect(sold.status()).toBe(200);
    await page.getByTestId('cart-count').first().locator('..').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(text.cartLineSoldOut)).toBeVisible();
    await expect(drawer.getByRole('button', { name: text.continue })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await drawer
      .getByRole('button', { name: new RegExp(`330ML Bottle`) })
      .last()
      .click();
    await expect(drawer.getByText(text.cartLineSoldOut)).toBeHidden();
  });
}

test('staff count a size, take spoiled bottles away and find who did it and why in the activity', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Aaa Counted Ale ${Date.now()}`;
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', isActive: true },
  });
  const { id } = (await created.json()) as { id: string };
  await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Bottle', price: 14, isActive: true },
  });
  cleanups.push(async () => void (await page.request.delete(`/api/admin/products/${id}`)));

  await page.goto('/admin/products');
  const row = page.getByTestId('admin-product-row').filter({ hasText: name, visible: true });
  await row.getByRole('button', { name: `Adjust stock of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock: ${name}` });
  await expect(dialog.getByTestId('variant-stock')).toHaveText('Not counted: always available');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Count this size: 330ML Bottle' }).click();
  await dialog.getByLabel('New count').fill('12');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByTestId('variant-stock')).toHaveText('12 in stock');

  await dialog.getByRole('button', { name: 'Adjust stock of 330ML Bottle' }).click();
  await choose(dialog, 'Reason', 'Spoiled (takes away)');
  await dialog.getByLabel('Units').fill('20');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByText('Only 12 in stock')).toBeVisible();
  await dialog.getByLabel('Units').fill('1');
  await dialog.getByRole('button', { name: 'One more' }).click();
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByTestId('variant-stock')).toHaveText('10 in stock');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('product-stock')).toContainText('330ML Bottle: 10 in stock');

  await page.goto('/admin/activity');
  await expect(
    page.getByText(`changed the stock of ${name} 330ML Bottle from 12 to 10 (spoiled)`).first(),
  ).toBeVisible();
});
