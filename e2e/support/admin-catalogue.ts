// The product-management part of the admin journeys: create a product, add a variant, upload two images
// made on the spot and move the second to the front (by keyboard), checking each step's toast and view.
import type { Page } from '@playwright/test';
import { expect } from './expect.ts';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './axe.ts';

export interface CreatedProduct {
  id: string;
  name: string;
  size: string;
  /** The image that ended up first, i.e. the main image. */
  mainImageUrl: string;
}

// Not by the notifications region: an open modal dialog hides the rest of the page from the accessibility tree.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function photo(colour: string, name: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** From the signed-in dashboard to a product with one variant and two reordered images. */
export async function createProductWithImages(page: Page, name: string): Promise<CreatedProduct> {
  const size = '500ML Can';
  await page.getByRole('link', { name: /Manage products/ }).click();
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description', { exact: true }).fill('Rich, dark and a little bit daring.');
  await form.getByLabel('ABV (%)').fill('9.5');
  await form.getByLabel('IBU').fill('60');
  await form.getByLabel('Style').fill('Imperial Stout');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(form).toBeHidden();
  // The list is a table on wide screens and stacked rows on phones; only one of them is shown.
  const card = page.getByTestId('admin-product-row').filter({ hasText: name, visible: true });
  await expect(card).toContainText('No sizes yet');

  await card.getByRole('button', { name: `Variants of ${name}` }).click();
  const variants = page.getByRole('dialog', { name: `Variants: ${name}` });
  await variants.getByLabel('Size', { exact: true }).fill(size);
  await variants.getByLabel('Price (RM)').fill('21.90');
  await variants.getByRole('button', { name: 'Add Variant' }).click();
  await expect(toast(page, 'Variant added successfully')).toBeVisible();
  await expect(variants.getByRole('listitem').filter({ hasText: size })).toContainText('RM 21.90');
  await variants.getByRole('button', { name: 'Close' }).click();
  await expect(variants).toBeHidden();
  await expect(card).toContainText('1 of 1 sizes');
  await expect(card).toContainText('RM 21.90');

  await card.getByRole('button', { name: `Manage images of ${name}` }).click();
  const images = page.getByRole('dialog', { name: `Manage Images: ${name}` });
  await expect(images.getByText('Images only, up to 10MB')).toBeVisible();
  await images
    .locator('input[type="file"]')
    .setInputFiles([await photo('#b03a2e', 'amber.jpg'), await photo('#1f4e79', 'night.jpg')]);
  const items = images.getByTestId('product-image-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Product image 1');
  await expect(items.first()).toContainText('Main image');
  await expectNoSeriousA11yViolations(page);

  // Keyboard reorder: lift the second image, move it up, drop it.
  await images.getByRole('button', { name: 'Move image 2: Product image 2' }).focus();
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  // Ready once the sensor has measured the list and reports the image over its own place.
  await expect(announcer).toHaveText('The image is over position 2.');
  // The sensor starts listening for arrow keys a moment after the pick-up; a press before that is lost,
  // so press again until the move is announced (a press at the top changes nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toHaveText('The image is over position 1.', { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Images reordered successfully')).toBeVisible();
  await expect(items.first()).toContainText('Product image 2');
  await expect(items.first()).toContainText('Main image');
  await images.getByRole('button', { name: 'Close' }).click();

  const list = (await (await page.request.get('/api/admin/products')).json()) as {
    id: string;
    name: string;
    images: { imageUrl: string; altText: string }[];
  }[];
  const created = list.find((p) => p.name === name)!;
  const second = created.images.find((i) => i.altText === 'Product image 2')!;
  expect(created.images[0]!.imageUrl).toBe(second.imageUrl);
  return { id: created.id, name, size, mainImageUrl: second.imageUrl };
}
