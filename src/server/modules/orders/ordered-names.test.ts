// Names in the shopper's language (docs/decisions/010-product-translations.md): staff give a size its
// Malay and Chinese names beside the English one; the shop shows them; an order keeps the names it was
// placed under for the customer's answers and mails, while staff read the English ones.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { mailOutbox } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { documentedClient, type DocumentedClient } from '../../test-support/api-document.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { line, mailTo, seedOrderFixtures, submission, type Fixtures } from './order-fixtures.ts';

let t: TestApp;
let f: Fixtures;
let admin: DocumentedClient;
beforeAll(async () => {
  t = await startTestApp();
  f = await seedOrderFixtures(t.database.db);
  admin = await signInAdmin(t, await documentedClient(t));
  const bottle = { size: '330ML Bottle', price: 14, isActive: true };
  const saved = await admin.put(`/api/admin/products/${f.can.productId}/variants/${f.can.variantId}`, {
    ...bottle,
    sizeTranslations: { ms: 'Botol 330ML', zh: '330ML 瓶装' },
  });
  expect(saved.status).toBe(200);
  const product = await admin.put(`/api/admin/products/${f.can.productId}`, {
    name: 'Setapak Lager',
    category: 'beer',
    translations: { ms: { name: 'Lager Setapak' }, zh: { name: '文良港拉格' } },
  });
  expect(product.status).toBe(200);
});
afterAll(() => t.close());

test('staff keep a size name per language, and the shop shows it in each language', async () => {
  const listed = (await admin.get<AdminProduct[]>('/api/admin/products')).body;
  const size = listed.find((p) => p.id === f.can.productId)!.variants.find((v) => v.id === f.can.variantId)!;
  expect(size.size).toBe('330ML Bottle');
  expect(size.sizeTranslations).toEqual({ ms: 'Botol 330ML', zh: '330ML 瓶装' });

  const sizeIn = async (lang: string) => {
    const products = (await t.client().get<Product[]>(`/api/products?lang=${lang}`)).body;
    const product = products.find((p) => p.id === f.can.productId)!;
    return `${product.name} (${product.variants.find((v) => v.id === f.can.variantId)!.size})`;
  };
  expect(await sizeIn('en')).toBe('Setapak Lager (330ML Bottle)');
  expect(await sizeIn('ms')).toBe('Lager Setapak (Botol 330ML)');
  expect(await sizeIn('zh')).toBe('文良港拉格 (330ML 瓶装)');
  // The keg has no translation: it reads in English in every language.
  const products = (await t.client().get<Product[]>('/api/products?lang=ms')).body;
  const keg = products.find((p) => p.id === f.keg.productId)!.variants.find((v) => v.id === f.keg.variantId)!;
  expect(keg.size).toBe('20L Keg');

  // An edit that leaves the names out keeps them; empty ones go back to English.
  await admin.put(`/api/admin/products/${f.can.productId}/variants/${f.can.variantId}`, {
    size: '330ML Bottle',
    price: 14,
    isActive: true,
  });
  expect(await sizeIn('ms')).toBe('Lager Setapak (Botol 330ML)');
});

test('an order placed in Malay keeps its Malay names for the customer, and English for staff', async () => {
  const email = 'nama.melayu@example.my';
  const placed = await t
    .client()
    .post(
      '/api/orders',
      submission([line(f.can, 2), line(f.keg, 1)], { customerEmail: email, language: 'ms' }),
    );
  expect(placed.status).toBe(201);
  const bottle = placed.body.order.items.find((i: { variantId: string }) => i.variantId === f.can.variantId);
  expect(bottle).toMatchObject({
    productName: 'Setapak Lager',
    variantSize: '330ML Bottle',
    orderedName: 'Lager Setapak',
    orderedSize: 'Botol 330ML',
  });

  // Staff rename the translation later: the order keeps what the shopper read.
  await admin.put(`/api/admin/products/${f.can.productId}/variants/${f.can.variantId}`, {
    size: '330ML Bottle',
    price: 14,
    isActive: true,
    sizeTranslations: { ms: 'Botol Kaca 330ML', zh: null },
  });

  const token = new URL(placed.body.confirmationPath, 'http://shop.test').searchParams.get('token');
  const page = await t.client().get(`/api/orders/confirmation?token=${token}`);
  expect(page.body.items).toContainEqual(
    expect.objectContaining({ productName: 'Lager Setapak', variantSize: 'Botol 330ML', quantity: 2 }),
  );

  const ack = await mailTo(t.database.db, email, 'order-acknowledgement');
  expect(ack.textBody).toContain('Lager Setapak (Botol 330ML)');
  expect(ack.textBody).not.toContain('330ML Bottle');
  const [alert] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-alert'));
  expect(alert!.textBody).toContain('Setapak Lager (330ML Bottle)');

  const staffView = await admin.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const staffLine = staffView.body.items[0].items.find(
    (i: { variantId: string }) => i.variantId === f.can.variantId,
  );
  expect(staffLine).toMatchObject({ productName: 'Setapak Lager', variantSize: '330ML Bottle' });
});

test('an order placed in English names the English sizes everywhere', async () => {
  const placed = await t.client().post('/api/orders', submission([line(f.can, 1)], { language: 'en' }));
  expect(placed.body.order.items[0]).toMatchObject({
    productName: 'Setapak Lager',
    orderedName: 'Setapak Lager',
    orderedSize: '330ML Bottle',
  });
});

test('a size name in another language is held to the English name rules', async () => {
  const res = await admin.put(`/api/admin/products/${f.can.productId}/variants/${f.can.variantId}`, {
    size: '330ML Bottle',
    price: 14,
    isActive: true,
    sizeTranslations: { ms: 'x'.repeat(101), zh: null },
  });
  expect(res.status).toBe(400);
  expect(res.body.issues[0].path).toBe('sizeTranslations.ms');
});
