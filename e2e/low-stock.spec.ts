// The brewer sets a low-stock level on a counted size; when bottles go over the counter and the count
// falls to it, the size is marked in the product list and shows on the dashboard's to-do list, on a wide
// screen and on a phone.
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { choose } from './support/choose.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a size that falls to its low-stock level is marked in the list and shows on the to-do list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Aaa Low Porter ${Date.now()}`;
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', isActive: true },
  });
  const { id } = (await created.json()) as { id: string };
  const variant = await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Bottle', price: 14, isActive: true },
  });
  const { id: variantId } = (await variant.json()) as { id: string };
  await page.request.put(`/api/admin/products/${id}/variants/${variantId}/stock`, { data: { count: 8 } });

  await page.goto('/admin/products');
  const row = page.getByTestId('admin-product-row').filter({ hasText: name, visible: true });
  await row.getByRole('button', { name: `Adjust stock of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock: ${name}` });
  await dialog.getByRole('button', { name: 'Adjust stock of 330ML Bottle' }).click();
  await dialog.getByLabel('Alert when at or below').fill('5');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByTestId('variant-stock')).toHaveText('8 in stock · Alert at 5');
  await expectNoSeriousA11yViolations(page);
  await choose(dialog, 'Reason', 'Sold at the taproom (takes away)');
  await dialog.getByLabel('Units').fill('4');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByTestId('variant-stock')).toHaveText('4 in stock · Alert at 5');
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('product-stock')).toContainText('330ML Bottle: 4 in stock · running low');

  await page.goto('/admin');
  const low = page.getByTestId('to-do-low-stock');
  await expect(low.getByRole('heading', { name: /Running low/ })).toBeVisible();
  await expect(low.getByText(`${name} (330ML Bottle)`)).toBeVisible();
  await expect(low).toContainText('4 left · alert at 5');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(low.getByText(`${name} (330ML Bottle)`)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.request.delete(`/api/admin/products/${id}`);
});
