import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A product of its own, written in English only, so the demo catalogue stays as it is. */
async function englishOnlyProduct(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', description: 'Crisp and golden.', isActive: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Can', price: 15, isActive: true },
  });
  expect(added.status()).toBe(201);
  return id;
}

test('staff write a product in Malay; the list stops marking Malay missing and a Malay shopper reads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const stamp = Date.now();
  const name = `Language Test Lager ${stamp}`;
  const malayName = `Lager Ujian Bahasa ${stamp}`;
  const id = await englishOnlyProduct(page, name);

  await page.goto('/admin/products');
  const row = page.getByTestId('admin-product-row').filter({ hasText: name, visible: true });
  await expect(row).toContainText('Malay missing');
  await expect(row).toContainText('Chinese missing');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Product' });
  const tabs = form.getByRole('tablist', { name: 'Product text language' });
  await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Bahasa Malaysia' }).click();
  const nameField = form.getByLabel('Name');
  // An empty translated field shows the English text it falls back to.
  await expect(nameField).toHaveAttribute('placeholder', name);
  await nameField.fill(malayName);
  await form.getByLabel('Description', { exact: true }).fill('Rangup dan keemasan.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row).not.toContainText('Malay missing');
  await expect(row).toContainText('Chinese missing');

  // The English text stays English; the Malay tab keeps what was saved.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByRole('tab', { name: 'Bahasa Malaysia' }).click();
  await expect(form.getByLabel('Name')).toHaveValue(malayName);
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/product/${id}?lang=ms`);
  await expect(page.getByRole('heading', { level: 1, name: malayName })).toBeVisible();
  await expect(page.getByText('Rangup dan keemasan.').first()).toBeVisible();
  await expect(page).toHaveTitle(`${malayName} · Taproom`);

  // Switching language in the picker reads the product again in that language.
  await page.getByLabel('Bahasa').first().selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Language').first().selectOption('ms');
  await expect(page.getByRole('heading', { level: 1, name: malayName })).toBeVisible();
  // Chinese is not written yet: the shopper reads the English name, not an empty page.
  await page.getByLabel('Bahasa').first().selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
