// Staff announce a beer for a later release in the product form; a shopper on a phone sees it as coming
// soon with its date, in Malay, and cannot add it; search engines read PreOrder. Clearing the release
// opens it for orders.
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a product announced for later is coming soon with its date and opens when staff clear it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Aaa Festival Saison ${Date.now()}`;
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', isActive: true },
  });
  const { id } = (await created.json()) as { id: string };
  await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Bottle', price: 18, isActive: true },
  });
  const year = new Date().getUTCFullYear() + 1;

  // Staff set the release in Malaysian time.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Product' });
  await form.getByLabel('Release (Malaysian time)').fill(`${year}-03-01T10:00`);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('admin-product-row').filter({ hasText: name, visible: true });
  await expect(row.getByTestId('release-badge')).toContainText(`${year}`);

  // A shopper on a phone, in Malay.
  const shop = await page.context().newPage();
  await shop.setViewportSize({ width: 375, height: 800 });
  await passGates(shop, { language: 'ms' });
  await shop.goto(`/product/${id}?lang=ms`);
  const note = shop.getByTestId('release-note');
  await expect(note).toContainText('Akan datang');
  await expect(note).toContainText(`1 Mac ${year}`);
  await expect(shop.getByRole('button', { name: 'Akan datang' })).toBeDisabled();
  await expect(shop.getByRole('radio', { name: /330ML Bottle/ })).toBeVisible();
  const ld = JSON.parse(
    (await shop.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(ld.offers[0]).toMatchObject({
    availability: 'https://schema.org/PreOrder',
    availabilityStarts: `${year}-03-01T02:00:00.000Z`,
  });
  await expectNoSeriousA11yViolations(shop);

  await shop.goto(`/shop?lang=ms`);
  const loadMore = shop.getByRole('button', { name: 'Muat Lagi' });
  while (await loadMore.isVisible()) await loadMore.click();
  const card = shop.locator('article').filter({ hasText: name });
  await expect(card.getByTestId('release-note')).toContainText(`${year}`);
  await expect(card.getByRole('button', { name: 'Akan datang' })).toBeDisabled();

  // Staff clear the release: the beer can be ordered at once.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await form.getByLabel('Release (Malaysian time)').fill('');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(form).toBeHidden();
  await shop.goto(`/product/${id}?lang=ms`);
  await expect(shop.getByTestId('release-note')).toHaveCount(0);
  await expect(shop.getByRole('button', { name: 'Tambah ke Troli' })).toBeEnabled();
  await shop.close();
  await page.request.delete(`/api/admin/products/${id}`);
});
