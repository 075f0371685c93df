// One delivery truth (src/shared/delivery/delivery-rules.ts): the checkout names an address outside the
// Klang Valley before anything is sent, and the server refuses it in the shopper's language.
import { expect, test } from './support/test.ts';
import { passGates } from './support/gates.ts';

type Product = { id: string; name: string; variants: { id: string; size: string; price: string }[] };

test('an address outside the Klang Valley is named at checkout and refused by the server, in Malay', async ({
  page,
}) => {
  await passGates(page, { language: 'ms' });
  await page.goto('/');
  const products = (await (await page.request.get('/api/products?lang=en')).json()) as Product[];
  const product = products.find((p) => p.name === 'Jambu Batu Sour')!;
  const variant = product.variants.find((v) => v.size === '500ML Can')!;
  const line = {
    id: `${product.id}-${variant.id}-0`,
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    size: variant.size,
    price: Number(variant.price),
    imageUrl: null,
    quantity: 6,
  };
  await page.goto('/robots.txt');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), [line]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Troli, 6 item' }).click();
  await expect(page.getByText('Pesanan anda layak untuk penghantaran ke rumah percuma.')).toBeVisible();
  await page.getByRole('button', { name: 'Teruskan ke Borang Pesanan' }).click();
  const form = page.getByRole('dialog', { name: 'Lengkapkan Pesanan Anda' });
  await form.getByLabel('Nama Penuh *').fill('Farah Lim');
  await form.getByLabel('Alamat E-mel *').fill(`farah.penang.${Date.now()}@example.my`);
  await form.getByRole('radio', { name: /Penghantaran ke Rumah/ }).click();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) sent.push(request.url());
  });
  await form.getByLabel('Alamat Penghantaran *').fill('10 Lebuh Chulia, 10200 George Town, Pulau Pinang');
  const refusal =
    'Kami menghantar di Lembah Klang sahaja, dan poskod 10200 berada di luarnya. Pilih ambil sendiri, atau tambah tong: pesanan dengan tong dihantar percuma ke mana-mana di Malaysia.';
  await expect(form.getByText(refusal)).toBeVisible();
  await form.getByRole('button', { name: 'Hantar Pesanan' }).click();
  await expect(form.getByText(refusal)).toBeVisible();
  expect(sent).toEqual([]);

  // The server holds the same rule, whatever a client sends.
  const total = (Number(variant.price) * 6).toFixed(2);
  const direct = await page.request.post('/api/orders', {
    data: {
      customerName: 'Farah Lim',
      customerEmail: 'farah.direct@example.my',
      deliveryOption: 'delivery',
      deliveryAddress: '10 Lebuh Chulia, 10200 George Town, Pulau Pinang',
      kegDispenserRental: false,
      language: 'ms',
      ageDeclaration: true,
      totalAmount: total,
      items: [
        {
          productId: product.id,
          variantId: variant.id,
          quantity: 6,
          unitPrice: variant.price,
          totalPrice: total,
        },
      ],
    },
  });
  expect(direct.status()).toBe(400);
  expect(((await direct.json()) as { message: string }).message).toBe(refusal);

  await form.getByLabel('Alamat Penghantaran *').fill('8 Jalan Telawi, Bangsar, 59100 Kuala Lumpur');
  await expect(form.getByText(refusal)).toHaveCount(0);
  await form.getByRole('button', { name: 'Hantar Pesanan' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?token=/);
  await expect(page.getByTestId('confirmation-lines')).toContainText('6 x');
});
