import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessibleWithin } from './support/axe.ts';
import { passGates } from './support/gates.ts';

type Variant = { id: string; size: string; price: string };
type Product = { id: string; name: string; variants: Variant[] };

async function catalogue(page: Page): Promise<Product[]> {
  const res = await page.request.get('/api/products');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Product[];
}

function pick(products: Product[], name: string, size: string) {
  const product = products.find((p) => p.name === name);
  const variant = product?.variants.find((v) => v.size === size);
  if (!product || !variant) throw new Error(`${name} (${size}) is not in the catalogue`);
  return { product, variant };
}

/** Puts lines straight into the stored cart (what Add to Cart would have stored), then reloads. */
async function fillCart(
  page: Page,
  lines: { name: string; size: string; quantity: number }[],
): Promise<void> {
  const products = await catalogue(page);
  const items = lines.map(({ name, size, quantity }, i) => {
    const { product, variant } = pick(products, name, size);
    return {
      id: `${product.id}-${variant.id}-${i}`,
      productId: product.id,
      variantId: variant.id,
      name,
      size,
      price: Number(variant.price),
      imageUrl: null,
      quantity,
    };
  });
  // The cart is written from a page the app does not run on: an open shop page writes its own cart back
  // to storage once it has restored it, and could write that over this one.
  const shown = page.url();
  await page.goto('/robots.txt');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
  await page.goto(shown);
  // The page reads the stored cart back after its first paint; until then the cart button says 0, and
  // Continue to Order Form would rightly answer that the cart is empty.
  const count = lines.reduce((sum, { quantity }) => sum + quantity, 0);
  await expect(
    page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
}

async function openCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('button', { name: 'Continue to Order Form' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete Your Order' })).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Order' });

test.beforeEach(async ({ page }) => {
  await passGates(page, { language: 'en' });
});

test('a guest places a pickup order and gets a reference to quote', async ({ page }) => {
  const products = await catalogue(page);
  const { product } = pick(products, 'Kinabalu Haze', '330ML Can');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: /330ML Can/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await openCheckout(page);

  const form = dialog(page);
  await expect(form.getByText('1 x Kinabalu Haze (330ML Can)')).toBeVisible();
  await expect(form.getByTestId('checkout-total')).toHaveText('RM 19.00');
  await expect(form.getByRole('radio', { name: /Self Pickup/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /Continue as guest/ })).toBeChecked();
  await expect(form.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/customer/login');
  await expectAccessibleWithin(page, '[role="dialog"]');

  await form.getByRole('button', { name: 'Submit Order' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();

  await form.getByLabel('Full Name *').fill('Aisyah Rahman');
  await form.getByLabel('Email Address *').fill('aisyah.e2e@example.my');
  // The phone is optional, says what happens without one, and must be a number the brewer can call.
  await expect(
    form.getByText('Optional. Without a number, the master brewer replies by email.'),
  ).toBeVisible();
  await form.getByLabel('Phone Number').fill('abc');
  await form.getByRole('button', { name: 'Submit Order' }).click();
  await expect(
    form.getByText('Please enter a phone number we can call, e.g. 012-345 6789 or +65 9123 4567'),
  ).toBeVisible();
  await form.getByLabel('Phone Number').fill('012-222 3333');
  await form.getByLabel('Notes').fill('Collecting on Saturday morning');
  await form.getByRole('button', { name: 'Submit Order' }).click();

  await expect(
    page
      .getByText("Order submitted successfully! We'll contact you within 24 hours to confirm your order.")
      .first(),
  ).toBeVisible();
  // The toast carries the reference to quote; the dialog closes and the cart is empty.
  await expect(page.getByTestId('order-reference')).toHaveText(/^TR-\d{4,}$/);
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

test('delivery is disabled at RM 149.99, saying why, and offered at RM 150.00 with a required address', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/products', {
    data: { name: 'Threshold Test Ale', category: 'beer' },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { id: string }).id;
  const variant = await page.request.post(`/api/admin/products/${productId}/variants`, {
    data: { size: '500ML Can', price: 149.99 },
  });
  expect(variant.ok()).toBe(true);

  await page.goto('/');
  await fillCart(page, [{ name: 'Threshold Test Ale', size: '500ML Can', quantity: 1 }]);
  await openCheckout(page);
  await expect(dialog(page).getByTestId('checkout-total')).toHaveText('RM 149.99');
  await expect(dialog(page).getByRole('radio', { name: /Home Delivery/ })).toBeDisabled();
  await expect(
    dialog(page).getByText(
      'Delivery is available for orders of RM 150.00 or more. Add RM 0.01 more to unlock it.',
    ),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await fillCart(page, [{ name: 'Jambu Batu Sour', size: '500ML Can', quantity: 6 }]);
  await openCheckout(page);
  const form = dialog(page);
  await expect(form.getByTestId('checkout-total')).toHaveText('RM 150.00');
  await form.getByRole('radio', { name: /Home Delivery/ }).click();
  await form.getByLabel('Full Name *').fill('Daniel Tan');
  await form.getByLabel('Email Address *').fill('daniel.e2e@example.my');
  await form.getByRole('button', { name: 'Submit Order' }).click();
  await expect(form.getByText('Please enter a delivery address')).toBeVisible();
  await form.getByLabel('Delivery Address *').fill('8 Jalan Telawi, Bangsar, 59100 Kuala Lumpur');
  await form.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByTestId('order-reference')).toHaveText(/^TR-\d{4,}$/);
});

test('keg dispenser rental is offered only with a keg, and adds RM 50.00', async ({ page }) => {
  await page.goto('/');
  await fillCart(page, [{ name: 'Setapak Lager', size: '500ML Can', quantity: 2 }]);
  await openCheckout(page);
  await expect(dialog(page).getByText('1 set, including CO2 gas, tap and regulator.')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await fillCart(page, [
    { name: 'Setapak Lager', size: '500ML Can', quantity: 2 },
    { name: 'Setapak Lager', size: '20L Keg', quantity: 1 },
  ]);
  await openCheckout(page);
  const form = dialog(page);
  await expect(form.getByTestId('checkout-total')).toHaveText('RM 728.00');
  await form.getByRole('checkbox', { name: 'Rent a keg dispenser (RM 50.00)' }).click();
  await expect(form.getByText('Keg Dispenser Rental (1 set)')).toBeVisible();
  await expect(form.getByTestId('checkout-total')).toHaveText('RM 778.00');
});

test('a guest who registers at checkout finds the order in their dashboard', async ({ page }) => {
  await page.goto('/');
  await fillCart(page, [{ name: 'Lihing Klasik', size: '750ML Bottle', quantity: 2 }]);
  await openCheckout(page);
  const form = dialog(page);
  await form.getByLabel('Full Name *').fill('Nur Aina binti Ali');
  await form.getByLabel('Email Address *').fill(`aina.${Date.now()}@example.my`);
  await form.getByRole('radio', { name: /Create an account/ }).click();
  await form.getByRole('button', { name: 'Submit Order' }).click();
  await expect(form.getByText('Password must be at least 6 characters when creating account')).toBeVisible();
  await form.getByLabel('Password *').fill('lihing-lover');
  await form.getByRole('button', { name: 'Submit Order' }).click();

  await expect(
    page
      .getByText('Account created and order submitted! You can now track your orders in your dashboard.')
      .first(),
  ).toBeVisible();
  const reference = (await page.getByTestId('order-reference').textContent())?.trim() ?? '';
  await expect(dialog(page)).toBeHidden();
  await page.goto('/customer/dashboard');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(/Lihing Klasik/)).toBeVisible();
});
