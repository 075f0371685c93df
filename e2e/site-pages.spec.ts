// Every page of the site's table (src/shared/site-pages.ts) loads at its own address: reloading a
// storefront, customer or back-office page answers 200 and shows that page, never the not-found page; an
// address outside the table answers 404 and shows it.
import { sitePages } from '../src/shared/site-pages.ts';
import { signInAsAdmin } from './support/admin.ts';
import { passGates } from './support/gates.ts';
import { textsOf } from './support/texts.ts';
import { expect, test } from './support/test.ts';

const t = textsOf('en');

test('every page of the table reloads at its address; an unknown address is the 404 page', async ({
  page,
  request,
}) => {
  const [product] = (await (await request.get('/api/products')).json()) as { id: string }[];
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const notFound = page.getByRole('heading', { level: 1, name: t('notFound.title') });
  for (const { path } of sitePages) {
    const address = path.replace(':id', product!.id);
    const response = await page.goto(address);
    expect(`${address} → ${response?.status()}`).toBe(`${address} → 200`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(notFound, address).toHaveCount(0);
  }
  const response = await page.goto('/admin/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(notFound).toBeVisible();
});
