import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { passGates } from './support/gates.ts';

type Product = { id: string; name: string; variants: { id: string; size: string; price: string }[] };

test('the dashboard leads with who waits for a call; staff call or WhatsApp them from there and from the orders list, then sign out', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const variant = products.find((p) => p.name === 'Malam Pandan Stout')!.variants[0]!;
  const placed = await page.request.post('/api/orders', {
    data: {
      customerName: 'Call Back Test',
      customerEmail: 'callback@example.my',
      customerPhone: '012-777 8888',
      deliveryOption: 'pickup',
      ageDeclaration: true,
      language: 'en',
      totalAmount: variant.price,
      items: [
        {
          productId: products.find((p) => p.name === 'Malam Pandan Stout')!.id,
          variantId: variant.id,
          quantity: 1,
          unitPrice: variant.price,
          totalPrice: variant.price,
        },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  await signInAsAdmin(page);
  const waiting = page.getByTestId('to-do-waiting');
  await expect(waiting.getByRole('heading', { name: /Waiting for a call/ })).toBeVisible();
  const entry = waiting.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(entry).toContainText('Call Back Test');
  await expect(entry).toContainText(/waiting \d+ min/);
  await expect(entry.getByRole('link', { name: 'Call 012-777 8888' })).toHaveAttribute(
    'href',
    'tel:+60127778888',
  );
  await expect(entry.getByRole('link', { name: 'WhatsApp 012-777 8888' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/60127778888\\?text=.*${orderNumber}`),
  );
  await expect(
    page.getByTestId('to-do-messages').getByRole('heading', { name: /Unread messages/ }),
  ).toBeVisible();
  await expect(
    page.getByTestId('to-do-requests').getByRole('heading', { name: /New custom-beer requests/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const card = page.getByRole('article', { name: new RegExp(`${orderNumber}\\b`) });
  await expect(card).toContainText('Self Pickup');
  await expect(card).toContainText(/placed \d+ min ago/);
  await expect(card.getByRole('link', { name: 'Call 012-777 8888' })).toHaveAttribute(
    'href',
    'tel:+60127778888',
  );
  await expect(card.getByRole('link', { name: 'WhatsApp 012-777 8888' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
