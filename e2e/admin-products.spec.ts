import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createProductWithImages } from './support/admin-catalogue.ts';
import { passGates } from './support/gates.ts';

test('staff sign in, create a product with a variant and two images, reorder them and see it in the shop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await passGates(page, { language: 'en' });
  await page.goto('/admin/login');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill('admin@taproom.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

  await signInAsAdmin(page);
  await expect(page.getByText('Orders per week (last 12 weeks)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const product = await createProductWithImages(page, `Durian Imperial Stout ${Date.now()}`);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.locator(`img[src="${product.mainImageUrl}"]`).first()).toBeVisible();
  await expect(page.getByText(product.size).first()).toBeVisible();
});

test('a visitor opening the products screen is sent to sign in', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
