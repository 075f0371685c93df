import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support/admin.ts';
import { passGates } from './support/gates.ts';

const NAME = `Durian Imperial Stout ${Date.now()}`;

async function photo(colour: string, name: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('staff sign in, create a product with a variant and two images, reorder them and see it in the shop', async ({ page }) => {
  test.setTimeout(180_000);
  await passGates(page, { language: 'en' });
  await page.goto('/admin/login');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill('admin@taproom.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

  await signInAsAdmin(page);
  await expect(page.getByRole('link', { name: /Products/ }).first()).toBeVisible();
  await expect(page.getByText('Orders per week (last 12 weeks)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Manage products/ }).click();
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill(NAME);
  await form.getByLabel('Description', { exact: true }).fill('Rich, dark and a little bit daring.');
  await form.getByLabel('ABV (%)').fill('9.5');
  await form.getByLabel('IBU').fill('60');
  await form.getByLabel('Style').fill('Imperial Stout');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  const card = page.getByTestId('admin-product-card').filter({ hasText: NAME });
  await expect(card).toContainText('Variants: 0');

  await card.getByRole('button', { name: `Variants of ${NAME}` }).click();
  const variants = page.getByRole('dialog', { name: `Variants: ${NAME}` });
  await variants.getByLabel('Size').fill('500ML Can');
  await variants.getByLabel('Price (RM)').fill('21.90');
  await variants.getByRole('button', { name: 'Add Variant' }).click();
  await expect(page.getByText('Variant added successfully', { exact: true })).toBeVisible();
  await expect(variants.getByRole('listitem').filter({ hasText: '500ML Can' })).toContainText('RM 21.90');
  await variants.getByRole('button', { name: 'Close' }).click();
  await expect(variants).toBeHidden();
  await expect(card).toContainText('Variants: 1');

  await card.getByRole('button', { name: `Manage images of ${NAME}` }).click();
  const images = page.getByRole('dialog', { name: `Manage Images: ${NAME}` });
  await expect(images.getByText('Images only, up to 10MB')).toBeVisible();
  await images.locator('input[type="file"]').setInputFiles([await photo('#b03a2e', 'amber.jpg'), await photo('#1f4e79', 'night.jpg')]);
  const items = images.getByTestId('product-image-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Product image 1');
  await expect(items.first()).toContainText('Main image');
  await expectNoSeriousA11yViolations(page);

  // Keyboard reorder: lift the second image, move it up, drop it.
  await images.getByRole('button', { name: 'Move image 2: Product image 2' }).focus();
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(/position 2\.$/);
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toHaveText('The image is over position 1.');
  await page.keyboard.press('Space');
  await expect(page.getByText('Images reordered successfully', { exact: true })).toBeVisible();
  await expect(items.first()).toContainText('Product image 2');
  await expect(items.first()).toContainText('Main image');
  await images.getByRole('button', { name: 'Close' }).click();

  const adminList = (await (await page.request.get('/api/admin/products')).json()) as {
    id: string;
    name: string;
    images: { imageUrl: string; altText: string }[];
  }[];
  const created = adminList.find((p) => p.name === NAME)!;
  const second = created.images.find((i) => i.altText === 'Product image 2')!;
  expect(created.images[0]!.imageUrl).toBe(second.imageUrl);

  await page.goto(`/product/${created.id}`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.locator(`img[src="${second.imageUrl}"]`).first()).toBeVisible();
  await expect(page.getByText('500ML Can').first()).toBeVisible();
});
