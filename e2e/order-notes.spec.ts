import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessibleWithin } from './support/axe.ts';
import { passGates } from './support/gates.ts';
import { placeOrderByApi } from './support/orders.ts';
import { mailTextTo } from './support/outbox.ts';

type Product = { id: string; name: string; variants: { id: string; size: string; price: string }[] };
const PRIVATE = 'INTERNAL: customer seemed unsure, call again Friday';

test('a private staff note stays with staff: not on the dashboard, in the API or in the mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const email = `notes-${Date.now()}@example.my`;
  // The customer, in a browser of their own, with an account and an order placed in Malay.
  const shopper = await browser.newContext({ baseURL });
  const customer = await shopper.newPage();
  await passGates(customer, { language: 'ms' });
  const registered = await customer.request.post('/api/customer/register', {
    data: { email, password: 'pandan-secret-9', firstName: 'Nurul', lastName: 'Huda' },
  });
  expect(registered.status()).toBe(201);
  const products = (await (await customer.request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.variants.length > 0)!;
  await placeOrderByApi(
    customer,
    { productId: product.id, variant: product.variants[0]!, quantity: 1 },
    { customerName: 'Nurul Huda', customerEmail: email, language: 'ms' },
  );

  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole('main').getByRole('article').first().getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByText('Bahasa Malaysia', { exact: true })).toBeVisible();
  await details.getByRole('textbox', { name: 'Private staff note' }).fill(PRIVATE);
  await details.getByRole('textbox', { name: 'Message to the customer' }).fill('Kek sedia Sabtu ini');
  // Sending needs the preview first, in the customer's language.
  await expect(details.getByRole('checkbox', { name: /Email this message/ })).toHaveCount(0);
  await details.getByRole('button', { name: 'Preview the email (Bahasa Malaysia)' }).click();
  const preview = details.getByTestId('order-mail-preview');
  await expect(preview).toContainText('Mesej tentang pesanan anda');
  await expect(preview).toContainText('Kek sedia Sabtu ini');
  await expect(preview).not.toContainText('call again');
  await expectAccessibleWithin(page, '[role="dialog"]');
  await details.getByRole('checkbox', { name: /Email this message/ }).check();
  await details.getByRole('button', { name: 'Update and send' }).click();
  await expect(page.getByText('Order updated successfully').first()).toBeVisible();
  // Staff still see the note in the list.
  await expect(page.getByRole('main').getByText(PRIVATE)).toBeVisible();

  await customer.goto('/customer/dashboard');
  await expect(customer.getByText('Kek sedia Sabtu ini')).toBeVisible();
  await expect(customer.getByText(/call again Friday/)).toHaveCount(0);
  const history = await customer.request.get('/api/customer/orders');
  expect(await history.text()).not.toContain('call again Friday');
  expect(await history.text()).toContain('Kek sedia Sabtu ini');

  let mail: string | null = null;
  await expect
    .poll(() => (mail = mailTextTo(email, port, /Mesej tentang pesanan anda/)), { timeout: 30_000 })
    .not.toBeNull();
  expect(mail).toContain('Kek sedia Sabtu ini');
  expect(mail).not.toContain('call again Friday');
  await shopper.close();
});
