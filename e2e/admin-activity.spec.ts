import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ADMIN_EMAIL } from './support/constants.ts';
import { passGates } from './support/gates.ts';

test('staff change a price and find that change on the Activity screen, filtered, with its before and after', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const name = `Activity Ale ${Date.now()}`;
  const created = await page.request.post('/api/admin/products', {
    data: { name, category: 'beer', description: 'A test brew', isActive: true },
  });
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Bottle', price: 12, isActive: true },
  });
  expect(added.status()).toBe(201);

  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Variants of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Variants: ${name}` });
  const bottle = dialog.getByTestId('variant-row');
  await bottle.getByRole('button', { name: 'Edit 330ML Bottle' }).click();
  await bottle.getByLabel('Price (RM)').fill('13.50');
  await bottle.getByRole('button', { name: 'Save Variant' }).click();
  await expect(bottle).toContainText('RM 13.50');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const sentence = `changed the price of ${name} 330ML Bottle from RM 12.00 to RM 13.50`;
  const rows = page.getByTestId('activity-row');
  await expect(rows.first()).toContainText(sentence);
  await expect(rows.first()).toContainText(ADMIN_EMAIL);

  // Filters: kind and search narrow the list to this product's two events, and the address keeps them.
  await page.getByLabel('Kind').selectOption({ label: 'Products' });
  await expect(page).toHaveURL(/kind=products/);
  await page.getByLabel('Search by product, size or order number').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=Activity/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('3 events')).toBeVisible();
  await expect(rows.nth(1)).toContainText(`added the size ${name} 330ML Bottle`);
  await expect(rows.nth(2)).toContainText(`created the product ${name}`);

  await page.getByLabel('Kind').selectOption({ label: 'Staff accounts' });
  await expect(page.getByText('No activity matches these filters')).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(3);

  await page.getByLabel('Staff member').selectOption({ label: ADMIN_EMAIL });
  await expect(page).toHaveURL(/actor=/);
  await expect(rows.first()).toContainText(sentence);

  await rows.first().getByText('Show before and after').click();
  const table = rows.first().getByRole('table');
  await expect(table.getByRole('row', { name: /price/ })).toContainText('12.00');
  await expect(table.getByRole('row', { name: /price/ })).toContainText('13.50');
  await expectNoSeriousA11yViolations(page);
});
