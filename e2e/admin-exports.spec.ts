import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';

type Product = { id: string; name: string; variants: { id: string; size: string; price: string }[] };

const stamp = Date.now();
/** Today in Kuala Lumpur, as the Orders screen's date filters read it. */
const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

async function downloaded(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    lines: fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n'),
  };
}

test('staff download the orders the screen shows, by status and dates, and every customer', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.name === 'Malam Pandan Stout')!;
  const variant = product.variants.find((v) => v.size === '330ML Bottle')!;
  await placeOrderByApi(
    page,
    { productId: product.id, variant, quantity: 2 },
    {
      customerName: `=Export Test ${stamp}`,
      customerEmail: `export.${stamp}@example.my`,
      customerPhone: '012-555 0101',
      language: 'en',
    },
  );
  await signInAsAdmin(page);

  await page.goto(`/admin/orders?status=pending&from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
  const orders = await downloaded(page, 'Download CSV');
  expect(orders.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(orders.lines[0]).toMatch(/^Order Number,Reference,Ordered At,Status,Customer Name,/);
  const mine = orders.lines.filter((line) => line.includes(`export.${stamp}@example.my`));
  expect(mine).toEqual([expect.stringContaining(`"pending","'=Export Test ${stamp}"`)]);
  expect(orders.lines.slice(1).every((line) => line.includes('"pending"'))).toBe(true);

  // Another status: the same order is not in the file.
  await page.goto(`/admin/orders?status=completed&from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
  expect((await downloaded(page, 'Download CSV')).lines.join('\n')).not.toContain(
    `export.${stamp}@example.my`,
  );

  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const customers = await downloaded(page, 'Download CSV');
  expect(customers.name).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(customers.lines[0]).toBe(
    'Email,First Name,Last Name,Phone,Address,Language,Status,Signed Up,Orders',
  );
});
