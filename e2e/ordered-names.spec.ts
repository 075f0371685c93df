// Names in the shopper's language: staff give a size its Malay name, a Malay shopper reads it in the cart,
// the confirmation page and the mail, and the order keeps it; staff read the order in English.
import { expect, test } from './support/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/constants.ts';
import { passGates } from './support/gates.ts';
import { mailTextTo } from './support/outbox.ts';

type Variant = { id: string; size: string; price: string; isActive: boolean };
type Product = { id: string; name: string; variants: Variant[] };

test('an order placed in Malay keeps its Malay names; staff read it in English', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const email = `nama.melayu.${Date.now()}@example.my`;
  await passGates(page, { language: 'ms' });
  // Staff sign in (the sign-in screen itself is not what this journey is about).
  const signedIn = await page.request.post('/api/admin/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const products = (await (await page.request.get('/api/products?lang=en')).json()) as Product[];
  const product = products.find((p) => p.name === 'Kinabalu Haze')!;
  const can = product.variants.find((v) => v.size === '500ML Can')!;
  const saved = await page.request.put(`/api/admin/products/${product.id}/variants/${can.id}`, {
    data: {
      size: can.size,
      price: Number(can.price),
      isActive: true,
      sizeTranslations: { ms: 'Tin 500ML', zh: '500ML 罐装' },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: /Tin 500ML/ }).click();
  await page.getByRole('button', { name: 'Tambah ke Troli' }).click();
  await page.getByRole('button', { name: 'Troli, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Troli Anda' });
  await expect(drawer.getByText('Kabus Kinabalu', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Tin 500ML', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Teruskan ke Borang Pesanan' }).click();
  const form = page.getByRole('dialog', { name: 'Lengkapkan Pesanan Anda' });
  await expect(form.getByText('1 x Kabus Kinabalu (Tin 500ML)')).toBeVisible();
  await form.getByLabel('Nama Penuh *').fill('Siti Aminah');
  await form.getByLabel('Alamat E-mel *').fill(email);
  await form.getByRole('button', { name: 'Hantar Pesanan' }).click();

  await expect(page).toHaveURL(/\/order\/confirmation\?token=/);
  await expect(page.getByTestId('confirmation-lines')).toContainText('1 x Kabus Kinabalu (Tin 500ML)');
  const reference = (await page.getByTestId('confirmation-order-number').textContent())!.trim();

  // Switching the shop to English later does not rename what was ordered.
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&lang=en`);
  await expect(page.getByTestId('confirmation-lines')).toContainText('Kabus Kinabalu (Tin 500ML)');

  await expect
    .poll(() => mailTextTo(email, port, new RegExp(reference)), { timeout: 30_000 })
    .toContain('Kabus Kinabalu (Tin 500ML)');

  // Staff read the order under the English names.
  const staff = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (
    (await staff.json()) as { items: { items: { productName: string; variantSize: string }[] }[] }
  ).items;
  expect(order!.items[0]).toMatchObject({ productName: 'Kinabalu Haze', variantSize: '500ML Can' });
});
