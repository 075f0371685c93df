import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

const toastWith = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^(Notifications|Pemberitahuan) \(F8\)$/ })
    .getByRole('listitem')
    .filter({ hasText: text });

const priceOf = (text: string) => Number(/RM (\d+\.\d{2})/.exec(text)?.[1]);

test('a shopper browses, sorts, adds two sizes and keeps the cart after a reload', async ({ page }) => {
  await passGates(page, { language: 'en' });

  // Home: hero, top sellers (at most 4), the way to the shop.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Craft beer with a Malaysian soul' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Beers' })).toHaveAttribute('href', '/shop?category=beer');
  const topSellers = page
    .locator('section', { has: page.getByRole('heading', { name: 'Top Sellers' }) })
    .locator('article');
  await expect(topSellers.first()).toBeVisible();
  expect(await topSellers.count()).toBeLessThanOrEqual(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'View All Products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  const allCount = await page.locator('main article').count();
  await expectNoSeriousA11yViolations(page);

  // Tabs update the address; the footer names the category.
  await page.getByRole('tab', { name: 'Rice Wines' }).click();
  await expect(page).toHaveURL(/\/shop\?category=rice-wine$/);
  await expect(page.getByText(/^Showing \d+ products? in Rice Wines$/)).toBeVisible();
  const riceWines = await page.locator('main article').count();
  expect(riceWines).toBeGreaterThan(0);
  expect(riceWines).toBeLessThan(allCount);

  await page.getByRole('tab', { name: 'Beers' }).click();
  await expect(page).toHaveURL(/category=beer/);
  await expect(page.getByText(/in Beers$/)).toBeVisible();

  // Sort: prices high to low.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: High to Low' }).click();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Price: High to Low/);
  // Beers that can be ordered come first, dearest first; any sold out (other journeys sell out sizes of
  // their own products on the same server) come after them.
  const cards = await page.locator('main article').allInnerTexts();
  const soldOut = cards.map((text) => /^(Sold out|Coming soon)$/m.test(text));
  const firstSoldOut = soldOut.indexOf(true);
  if (firstSoldOut >= 0) expect(soldOut.slice(firstSoldOut).every(Boolean)).toBe(true);
  const prices = cards.filter((_, index) => !soldOut[index]).map(priceOf);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  // riceWine (and any unknown value) means all products.
  await page.goto('/shop?category=riceWine');
  await expect(page.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main article')).toHaveCount(allCount);

  // Product detail: two sizes into the cart.
  await page.getByRole('link', { name: 'Kinabalu Haze' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinabalu Haze' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /330ML Can/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  // A double click adds one: further clicks while "Added to Cart!" shows add nothing.
  await add.dblclick();
  // The confirmation keeps full contrast (not the faded disabled look), a toast names what was added and
  // the cart count bumps.
  const added = page.getByRole('button', { name: 'Added to Cart!' });
  await expect(added).toBeEnabled();
  await expect(added).toHaveCSS('opacity', '1');
  await expect(added).toHaveClass(/bg-emerald-700/);
  await expect(toastWith(page, 'Kinabalu Haze (330ML Can) added to your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('cart-count')).toHaveCSS('animation-name', 'cart-bump');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: /500ML Can/ }).click();
  await add.click();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // The drawer, opened from the toast: lines, total and how far from free delivery (RM 19 + RM 26 = RM 45).
  await toastWith(page, 'Kinabalu Haze (500ML Can) added to your cart')
    .getByRole('button', { name: 'View cart' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByText('RM 45.00')).toBeVisible();
  await expect(
    drawer.getByText('Home delivery from RM 150.00: add RM 105.00 more, or choose self pickup.'),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Increase quantity of Kinabalu Haze (500ML Can)' }).click();
  await expect(drawer.getByText('RM 71.00')).toBeVisible();
  await expect(
    drawer.getByText('Home delivery from RM 150.00: add RM 79.00 more, or choose self pickup.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The cart survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByText('RM 71.00')).toBeVisible();

  // Removing everything leaves the empty state; the order form then refuses with a toast.
  await drawer.getByRole('button', { name: 'Remove Kinabalu Haze (330ML Can)' }).click();
  await drawer.getByRole('button', { name: 'Remove Kinabalu Haze (500ML Can)' }).click();
  await expect(drawer.getByText('Add some delicious brews!')).toBeVisible();
  await drawer.getByRole('button', { name: 'Continue to Order Form' }).click();
  await expect(page.getByText('Cart Empty', { exact: true })).toBeVisible();
});

test('an unknown product id shows the not-found state from its first HTML, with a way back', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  const productReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products/')) productReads.push(request.url());
  });
  const response = await page.goto('/product/not-a-product');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Product Not Found');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  // The page starts from the server's answer and asks the API nothing again.
  await page.waitForLoadState('networkidle');
  expect(productReads).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Back to Shop' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('with reduced motion the cart count changes without a bump, and the toast still names the add', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await passGates(page, { language: 'ms' });
  await page.goto('/shop');
  // The demo catalogue's Malay name for Kinabalu Haze.
  const card = page.locator('main article').filter({ hasText: 'Kabus Kinabalu' });
  await card.getByRole('button', { name: 'Tambah ke Troli: Kabus Kinabalu' }).click();
  await expect(card.getByRole('button', { name: 'Ditambah!' })).toBeEnabled();
  await expect(toastWith(page, /^Kabus Kinabalu \(.+\) telah ditambah ke troli anda/)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('cart-count')).toHaveCSS('animation-name', 'none');
});
