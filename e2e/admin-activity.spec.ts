import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { findMisfits } from './support/fit.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';
import { choose } from './support/choose.ts';

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
  await choose(page, 'Kind', 'Products');
  await expect(page).toHaveURL(/kind=products/);
  await page.getByLabel('Search by product, size or order number').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=Activity/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('3 events')).toBeVisible();
  await expect(rows.nth(1)).toContainText(`added the size ${name} 330ML Bottle`);
  await expect(rows.nth(2)).toContainText(`created the product ${name}`);

  await choose(page, 'Kind', 'Staff accounts');
  await expect(page.getByText('No activity matches these filters')).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(3);

  await choose(page, 'Staff member', ADMIN_EMAIL);
  await expect(page).toHaveURL(/actor=/);
  await expect(rows.first()).toContainText(sentence);

  await rows.first().getByText('Show before and after').click();
  const price = rows.first().locator('[data-field="price"]');
  await expect(price.getByRole('term')).toHaveText('Price');
  await expect(price.getByRole('definition').first()).toContainText('RM 12.00');
  await expect(price.getByRole('definition').last()).toContainText('RM 13.50');
  await expectNoSeriousA11yViolations(page);
});

/** One change of each kind the trail records, made through the back office's API. */
async function changeOneOfEverything(page: Page): Promise<void> {
  const api = page.request;
  const ok = async (answer: Promise<APIResponse>) => {
    const done = await answer;
    expect(done.ok(), await done.text()).toBe(true);
    return done.json() as Promise<Record<string, unknown>>;
  };
  const product = await ok(
    api.post('/api/admin/products', {
      data: {
        name: `Phone Trail Ale ${Date.now()}`,
        category: 'beer',
        description: 'A test brew',
        isActive: true,
      },
    }),
  );
  const id = product.id as string;
  await ok(
    api.put(`/api/admin/products/${id}`, {
      data: {
        name: product.name,
        category: 'beer',
        description: 'A juicy test brew with a very long description to wrap on a phone screen',
        isActive: true,
        translations: { ms: { name: 'Bir Jejak Telefon' }, zh: { name: '手机足迹艾尔' } },
      },
    }),
  );
  const variant = await ok(
    api.post(`/api/admin/products/${id}/variants`, {
      data: { size: '330ML Can', price: 12, isActive: true },
    }),
  );
  const sizePath = `/api/admin/products/${id}/variants/${variant.id as string}`;
  await ok(
    api.put(sizePath, {
      data: {
        size: '330ML Can',
        price: 13.5,
        isActive: true,
        sizeTranslations: { ms: 'Tin 330ML', zh: '330毫升罐装' },
      },
    }),
  );
  await ok(api.put(`${sizePath}/stock`, { data: { count: 24, reason: 'counted' } }));
  await ok(api.post(`${sizePath}/stock/adjustments`, { data: { change: 6, reason: 'brewed' } }));
  await ok(api.put(`${sizePath}/stock/alert`, { data: { lowStockAt: 5 } }));
  for (const n of [1, 2])
    await ok(
      api.post(`/api/admin/products/${id}/images`, {
        data: { imageUrl: `/objects/uploads/phone-trail-${n}.webp`, altText: '', displayOrder: n },
      }),
    );
  const images = (await (await api.get(`/api/admin/products/${id}/images`)).json()) as { id: string }[];
  await ok(
    api.put(`/api/admin/products/${id}/images/reorder`, {
      data: { imageOrders: images.map((image, index) => ({ id: image.id, order: images.length - index })) },
    }),
  );
  const settings = await ok(api.get('/api/admin/settings'));
  const links = settings.socialLinks as Record<string, string>;
  await ok(
    api.put('/api/admin/settings', {
      data: {
        ...settings,
        socialLinks: { ...links, instagram: `https://www.instagram.com/taproom${Date.now()}` },
      },
    }),
  );
  const catalogue = (await (await api.get('/api/products')).json()) as Array<{
    id: string;
    variants: Array<{ id: string; price: string; available: boolean }>;
  }>;
  const line = catalogue.find((p) => p.variants.some((v) => v.available))!;
  const orderId = await placeOrderByApi(
    page,
    { productId: line.id, variant: line.variants.find((v) => v.available)!, quantity: 1 },
    { customerName: 'Nurul Aisyah', customerEmail: 'nurul@example.com', registrationChoice: 'skip' },
  );
  await ok(
    api.put(`/api/admin/orders/${orderId}`, {
      data: {
        status: 'confirmed',
        staffNote: 'Call on Friday before noon',
        adminNotes: 'Ready on Saturday.',
      },
    }),
  );
}

for (const language of ['en', 'zh'] as const) {
  test(`at phone width every kind of change reads before and after, in ${language}, without widening the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await passGates(page, { language });
    const signedIn = await page.request.post('/api/admin/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await changeOneOfEverything(page);

    await page.goto('/admin/activity');
    const rows = page.getByTestId('activity-row');
    await expect(rows.first()).toBeVisible();
    const disclosures = page.locator('[data-testid="activity-row"] details > summary');
    expect(await disclosures.count()).toBeGreaterThanOrEqual(12);
    for (const summary of await disclosures.all()) await summary.click();
    const changes = page.locator('[data-testid="activity-row"] details');
    for (const kind of ['price', 'stock', 'images', 'socialLinks.instagram', 'status', 'zh.name', 'sizeZh'])
      await expect(changes.locator(`[data-field="${kind}"]`).first(), kind).toBeVisible();
    const shown = await changes.allInnerTexts();
    expect(shown.join('\n')).not.toMatch(/\/objects\/|[[{]"|adminActivity\./);
    expect(await findMisfits(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
}
