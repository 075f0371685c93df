import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { findMisfits } from './support/fit.ts';
import { passGates } from './support/gates.ts';
import { choose } from './support/choose.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A product of its own, so the demo catalogue other journeys order from stays as it is. */
async function productWithTwoSizes(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', description: 'A test brew', isActive: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [size, price] of [
    ['330ML Bottle', 12.5],
    ['20L Keg', 520],
  ] as const) {
    const added = await page.request.post(`/api/admin/products/${id}/variants`, {
      data: { size, price, isActive: true },
    });
    expect(added.status()).toBe(201);
  }
  return id;
}

test('staff change a price, switch a size off and remove another; the shop follows and the change is recorded', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Variant Test Ale ${Date.now()}`;
  const id = await productWithTwoSizes(page, name);

  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Variants of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Variants: ${name}` });
  const bottle = dialog.getByTestId('variant-row').filter({ hasText: '330ML Bottle' });
  await expect(bottle).toContainText('RM 12.50');

  await bottle.getByRole('button', { name: 'Edit 330ML Bottle' }).click();
  await expect(bottle.getByText('The price has not changed since the variant was added.')).toBeVisible();
  await bottle.getByLabel('Price (RM)').fill('13.90');
  await bottle.getByRole('button', { name: 'Save Variant' }).click();
  await expect(toast(page, 'Variant updated successfully')).toBeVisible();
  await expect(bottle).toContainText('RM 13.90');
  await bottle.getByRole('button', { name: 'Edit 330ML Bottle' }).click();
  await expect(bottle.getByText(/RM 12\.50 → RM 13\.90 \(admin@taproom\.test\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await bottle.getByRole('button', { name: 'Cancel' }).click();

  const keg = dialog.getByTestId('variant-row').filter({ hasText: '20L Keg' });
  await keg.getByRole('button', { name: 'Switch off' }).click();
  await expect(keg.getByText('Switched off')).toBeVisible();

  const shop = await page.context().newPage();
  await passGates(shop, { language: 'en' });
  await shop.goto(`/product/${id}`);
  await expect(shop.getByRole('radio', { name: /330ML Bottle/ })).toBeVisible();
  await expect(shop.getByText('RM 13.90').first()).toBeVisible();
  await expect(shop.getByRole('radio', { name: /20L Keg/ })).toHaveCount(0);
  await shop.close();

  await bottle.getByRole('button', { name: 'Remove 330ML Bottle' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 330ML Bottle?' });
  await expect(confirm).toContainText('Orders that already have it keep it.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(bottle).toBeVisible();
  await bottle.getByRole('button', { name: 'Remove 330ML Bottle' }).click();
  await page
    .getByRole('dialog', { name: 'Remove 330ML Bottle?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toast(page, 'Variant removed successfully')).toBeVisible();
  await expect(dialog.getByTestId('variant-row')).toHaveCount(1);
  await expect(dialog.getByTestId('variant-row')).toContainText('20L Keg');
});

test('the product table finds products by name and filters by category and status; deleting asks first', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Filter Test Stout ${Date.now()}`;
  await productWithTwoSizes(page, name);
  await page.goto('/admin/products');
  const rows = page.getByTestId('admin-product-row').filter({ visible: true });
  const row = rows.filter({ hasText: name });
  await expect(row).toContainText('RM 12.50 – RM 520.00');
  await expect(row).toContainText('2 of 2 sizes');
  await expect(row).toContainText('Active');

  await page.getByLabel('Search products').fill('filter test stout');
  await expect(rows).toHaveCount(1);
  await choose(page, 'Category', 'Rice Wine');
  await expect(page.getByText('No products match the search and filters.')).toBeVisible();
  await choose(page, 'Category', 'Beer');
  await choose(page, 'Status', 'Inactive');
  await expect(rows).toHaveCount(0);
  await choose(page, 'Status', 'All');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Product deleted successfully', { exact: true }).first()).toBeVisible();
  await expect(rows).toHaveCount(0);
});

// A phone's sizes dialog in every language: each size's name keeps at least a word's width (the price and
// buttons wrap beneath it), and the edit form, the per-language names and the stock form fit 375 px.
for (const language of ['en', 'ms', 'zh'] as const) {
  test(`the sizes dialog fits a phone in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await passGates(page, { language });
    const signedIn = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const name = `Phone Sizes Ale ${Date.now()}`;
    const id = await productWithTwoSizes(page, name);
    const sizes = (await (await page.request.get('/api/admin/products')).json()) as Array<{
      id: string;
      variants: Array<{ id: string; size: string }>;
    }>;
    const [bottle] = sizes.find((product) => product.id === id)!.variants;
    const named = await page.request.put(`/api/admin/products/${id}/variants/${bottle!.id}`, {
      data: {
        size: bottle!.size,
        price: 12.5,
        isActive: true,
        sizeTranslations: { ms: 'Botol 330ML', zh: '330毫升瓶装' },
      },
    });
    expect(named.ok()).toBe(true);

    await page.goto('/admin/products');
    await page.locator('input[type="search"]').fill(name);
    const row = page.getByTestId('admin-product-row').filter({ visible: true, hasText: name });
    await row.locator('button:has(svg.lucide-layers)').click();
    const dialog = page.getByRole('dialog');
    const rows = dialog.getByTestId('variant-row');
    await expect(rows).toHaveCount(2);
    expect(await findMisfits(page), 'the sizes').toEqual([]);
    for (const size of await rows.all()) {
      const nameBox = (await size.getByText(/330ML Bottle|20L Keg/).boundingBox())!;
      expect(nameBox.width, 'a size name is at least a short word wide').toBeGreaterThan(60);
    }

    await rows.first().locator('button:has(svg.lucide-pencil)').click();
    await expect(rows.first().locator('input').nth(2)).toHaveValue('Botol 330ML');
    await expect(rows.first().locator('input').nth(3)).toHaveValue('330毫升瓶装');
    expect(await findMisfits(page), 'the edit form').toEqual([]);
    await rows.first().locator('button[type="button"]').first().click();

    await rows.last().getByRole('button').last().click();
    await expect(rows.last().locator('form')).toBeVisible();
    expect(await findMisfits(page), 'the stock form').toEqual([]);
  });
}
