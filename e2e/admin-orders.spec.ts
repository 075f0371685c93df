import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessibleWithin } from './support/axe.ts';
import { passGates } from './support/gates.ts';

type Product = { id: string; name: string; variants: { id: string; size: string; price: string }[] };

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
  await details.getByLabel('Admin Notes').fill('Ready for pickup on Saturday');
  await details.getByRole('button', { name: 'Update Order' }).click();
  await expect(page.getByText('Order updated successfully').first()).toBeVisible();
  await page.getByRole('tab', { name: /^Confirmed/ }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${orderNumber}\\b`) })).toBeVisible();
});

test('a visitor opening the orders screen is sent to sign in', async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
