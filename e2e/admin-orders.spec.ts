import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessibleWithin } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';

type Product = { id: string; name: string; variants: { id: string; size: string; price: string }[] };

/** The orders screen's page size (ORDERS_PAGE_SIZE in src/web/features/admin-orders/admin-orders-api.ts). */
const ORDERS_PER_PAGE = 25;

/** Places a page of orders and one more through the API, so the list has a second page whatever else is in it. */
async function seedOrdersBeyondOnePage(page: Page): Promise<void> {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.name === 'Malam Pandan Stout')!;
  const variant = product.variants.find((v) => v.size === '330ML Bottle')!;
  for (let n = 0; n <= ORDERS_PER_PAGE; n++) {
    await placeOrderByApi(
      page,
      { productId: product.id, variant, quantity: 1 },
      {
        customerName: `Pager Test ${n}`,
        customerEmail: `pager.${n}@example.my`,
        customerPhone: '012-555 0200',
        language: 'en',
      },
    );
  }
}

test('staff find a new order, read its details and confirm it with a note', async ({ page }) => {
  await passGates(page, { language: 'en' });
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.name === 'Malam Pandan Stout')!;
  const variant = product.variants.find((v) => v.size === '330ML Bottle')!;
  const placed = await page.request.post('/api/orders', {
    data: {
      customerName: 'Order Desk Test',
      customerEmail: 'desk@example.my',
      customerPhone: '012-555 0000',
      deliveryOption: 'pickup',
      kegDispenserRental: false,
      ageDeclaration: true,
      notes: 'Please gift wrap',
      language: 'en',
      totalAmount: (Number(variant.price) * 3).toFixed(2),
      items: [
        {
          productId: product.id,
          variantId: variant.id,
          quantity: 3,
          unitPrice: variant.price,
          totalPrice: (Number(variant.price) * 3).toFixed(2),
        },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  expect(orderNumber).toMatch(/^TR-\d{4,}$/);

  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cancelled (0)' })).toBeVisible();
  await expectAccessibleWithin(page, 'main');

  await page.getByRole('tab', { name: 'Cancelled (0)' }).click();
  await expect(page.getByRole('heading', { name: 'No Cancelled Orders' })).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();

  await page.getByRole('button', { name: new RegExp(`${orderNumber}\\b`) }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText('3 x Malam Pandan Stout (330ML Bottle)')).toBeVisible();
  await expect(details.getByText('Please gift wrap')).toBeVisible();
  await expectAccessibleWithin(page, '[role="dialog"]');

  await details.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await details
    .getByRole('textbox', { name: 'Message to the customer' })
    .fill('Ready for pickup on Saturday');
  await details.getByRole('button', { name: 'Update Order' }).click();
  await expect(page.getByText('Order updated successfully').first()).toBeVisible();
  await page.getByRole('tab', { name: /^Confirmed/ }).click();
  await expect(page).toHaveURL(/[?&]status=confirmed\b/);
  await expect(page.getByRole('button', { name: new RegExp(`${orderNumber}\\b`) })).toBeVisible();
});

test('staff search, filter by day and page through orders, and the address keeps what they chose', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await seedOrdersBeyondOnePage(page);
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('orders-summary-total')).toHaveText(/^\d+$/);
  const total = Number(await page.getByTestId('orders-summary-total').textContent());
  expect(total).toBeGreaterThan(ORDERS_PER_PAGE);

  // The pager names where the page sits: Next leads on and the address says so, Back returns, and the
  // last page has no Next.
  const pager = page.getByRole('navigation', { name: 'Order pages' });
  await expect(pager.getByRole('status')).toHaveText(new RegExp(`^1–${ORDERS_PER_PAGE} of ${total}`));
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager.getByRole('status')).toHaveText(new RegExp(`^${ORDERS_PER_PAGE + 1}–`));
  await expect(cards.first()).toBeVisible();
  await page.goBack();
  await expect(pager.getByRole('status')).toHaveText(/^1–/);
  const lastPage = Math.ceil(total / ORDERS_PER_PAGE);
  await page.goto(`/admin/orders?page=${lastPage}`);
  await expect(pager.getByRole('status')).toHaveText(
    new RegExp(`^${(lastPage - 1) * ORDERS_PER_PAGE + 1}–${total} of ${total}`),
  );
  await expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  await page.goto('/admin/orders');

  // A search by the order number finds that one order; the search survives a reload.
  const first = (await cards.first().getAttribute('aria-label'))!;
  const number = first.split(' ')[0]!;
  await page.getByRole('searchbox', { name: /Search name, email, phone or order number/ }).fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}\\b`));
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('searchbox')).toHaveValue(number);

  // A day long past holds none of them.
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-02');
  await expect(page).toHaveURL(/from=2001-01-01.*to=2001-01-02|to=2001-01-02.*from=2001-01-01/);
  await expect(page.getByRole('heading', { name: 'No orders match this search' })).toBeVisible();
});

test('a visitor opening the orders screen is sent to sign in', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('staff whose session ended are told so at their next search and sent to sign in again', async ({
  page,
  context,
}) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByTestId('orders-summary-total')).toHaveText(/^\d+$/);

  // The session cookie goes (as when the session times out); the screen still shows what it had read.
  await context.clearCookies({ name: /sid$/ });
  await page.getByRole('searchbox', { name: /Search name, email, phone or order number/ }).fill('nobody');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
