import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderItems, productVariants, variantPriceChanges } from '../../db/schema.ts';
import { TEST_ADMIN } from '../../test-support/admin-session.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { startCatalogueTest, type CatalogueTest } from './admin-test-fixture.ts';

let c: CatalogueTest;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  c = await startCatalogueTest();
  ({ t, admin } = c);
});
afterAll(() => c.t.close());

type Variant = { id: string; size: string; price: string; isActive: boolean };

async function productWithVariant(price = 12.5): Promise<{ productId: string; variant: Variant }> {
  const productId = await c.createProduct({ name: `Variant Ale ${Math.random()}` });
  const res = await admin.post<Variant>(`/api/admin/products/${productId}/variants`, {
    size: '330ML Bottle',
    price,
    isActive: true,
  });
  expect(res.status).toBe(201);
  return { productId, variant: res.body };
}

const shopVariants = async (productId: string) =>
  ((await t.client().get(`/api/products/${productId}`)).body as { variants: Variant[] }).variants;

test('staff edit a variant: the shop shows the new size and price at once and the change is recorded', async () => {
  const { productId, variant } = await productWithVariant(12.5);
  expect((await shopVariants(productId)).map((v) => v.price)).toEqual(['12.50']); // warms the cache
  const url = `/api/admin/products/${productId}/variants/${variant.id}`;
  const res = await admin.put<Variant>(url, { size: '330ML Can', price: 13.9, isActive: true });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: variant.id, size: '330ML Can', price: '13.90', isActive: true });
  expect(await shopVariants(productId)).toEqual([
    expect.objectContaining({ id: variant.id, size: '330ML Can', price: '13.90' }),
  ]);

  expect((await admin.put(url, { size: '330ML Can', price: 14, isActive: true })).status).toBe(200);
  expect((await admin.put(url, { size: 'Tall Can', price: 14, isActive: true })).status).toBe(200);
  const history = await admin.get(`${url}/price-history`);
  expect(history.status).toBe(200);
  expect(history.body).toEqual([
    { oldPrice: '13.90', newPrice: '14.00', changedAt: expect.any(String), changedBy: TEST_ADMIN.email },
    { oldPrice: '12.50', newPrice: '13.90', changedAt: expect.any(String), changedBy: TEST_ADMIN.email },
  ]);
});

test('a switched-off variant leaves the shop, stays in the back office and cannot be ordered', async () => {
  const { productId, variant } = await productWithVariant(9);
  const url = `/api/admin/products/${productId}/variants/${variant.id}`;
  expect((await admin.put(url, { size: variant.size, price: 9, isActive: false })).status).toBe(200);
  expect(await shopVariants(productId)).toEqual([]);
  const list = (await admin.get('/api/admin/products')).body as { id: string; variants: Variant[] }[];
  expect(list.find((p) => p.id === productId)?.variants).toEqual([
    expect.objectContaining({ id: variant.id, isActive: false }),
  ]);
  const order = await t.client().post('/api/orders', {
    customerName: 'Aina',
    customerEmail: 'aina@example.my',
    deliveryOption: 'pickup',
    ageDeclaration: true,
    totalAmount: '9.00',
    items: [{ productId, variantId: variant.id, quantity: 1, unitPrice: '9.00', totalPrice: '9.00' }],
  });
  expect(order.status).toBe(400);
  expect(
    (
      await t.database.db
        .select()
        .from(variantPriceChanges)
        .where(eq(variantPriceChanges.variantId, variant.id))
    ).length,
  ).toBe(0);
});

test('a removed variant disappears everywhere but stays on the orders that bought it', async () => {
  const { productId, variant } = await productWithVariant(20);
  const placed = await t.client().post('/api/orders', {
    customerName: 'Aina',
    customerEmail: 'aina@example.my',
    deliveryOption: 'pickup',
    ageDeclaration: true,
    totalAmount: '40.00',
    items: [{ productId, variantId: variant.id, quantity: 2, unitPrice: '20.00', totalPrice: '40.00' }],
  });
  expect(placed.status).toBe(201);
  const url = `/api/admin/products/${productId}/variants/${variant.id}`;
  expect((await admin.delete(url)).status).toBe(200);

  expect(await shopVariants(productId)).toEqual([]);
  const list = (await admin.get('/api/admin/products')).body as { id: string; variants: Variant[] }[];
  expect(list.find((p) => p.id === productId)?.variants).toEqual([]);
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
  expect(row).toMatchObject({ isActive: false, removedAt: expect.any(Date) });
  const items = await t.database.db.select().from(orderItems).where(eq(orderItems.variantId, variant.id));
  expect(items).toEqual([
    expect.objectContaining({ variantSize: '330ML Bottle', quantity: 2, totalPrice: '40.00' }),
  ]);
  const orders = (await admin.get('/api/admin/orders')).body.items as {
    id: string;
    items: { variantSize: string }[];
  }[];
  expect(orders.find((o) => o.id === placed.body.order.id)?.items).toEqual([
    expect.objectContaining({ variantSize: '330ML Bottle' }),
  ]);

  // Gone for good: it cannot be edited, removed again or read back.
  expect((await admin.put(url, { size: 'Back', price: 1, isActive: true })).status).toBe(404);
  expect((await admin.delete(url)).status).toBe(404);
  expect((await admin.get(`${url}/price-history`)).status).toBe(404);
});

test('a variant is reached only through its own product', async () => {
  const first = await productWithVariant(5);
  const second = await productWithVariant(6);
  const crossed = `/api/admin/products/${second.productId}/variants/${first.variant.id}`;
  expect((await admin.put(crossed, { size: 'X', price: 1, isActive: true })).status).toBe(404);
  expect((await admin.delete(crossed)).status).toBe(404);
  const [row] = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, first.variant.id));
  expect(row).toMatchObject({ size: '330ML Bottle', price: '5.00', removedAt: null });
});

test('bad edits are refused with the form texts and change nothing', async () => {
  const { productId, variant } = await productWithVariant(7);
  const url = `/api/admin/products/${productId}/variants/${variant.id}`;
  const blank = await admin.put(url, { size: ' ', price: 8, isActive: true });
  expect(blank.status).toBe(400);
  expect(blank.body.issues).toEqual([{ path: 'size', message: 'Size is required' }]);
  const noPrice = await admin.put(url, { size: 'Can', isActive: true });
  expect(noPrice.body.issues).toEqual([{ path: 'price', message: 'Price is required' }]);
  expect((await admin.put(url, { size: 'Can', price: -1, isActive: true })).status).toBe(400);
  expect((await admin.put(url, { size: 'Can', price: 1.005, isActive: true })).status).toBe(400);
  expect(
    (await admin.put(`/api/admin/products/${productId}/variants/nope`, { size: 'Can', price: 1 })).status,
  ).toBe(400);
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
  expect(row).toMatchObject({ size: '330ML Bottle', price: '7.00' });
});

test('visitors and customers cannot edit, remove or read the history of variants', async () => {
  const { productId, variant } = await productWithVariant(7);
  const url = `/api/admin/products/${productId}/variants/${variant.id}`;
  const visitor = t.client();
  expect((await visitor.put(url, { size: 'Free', price: 0, isActive: true })).status).toBe(401);
  expect((await visitor.delete(url)).status).toBe(401);
  expect((await visitor.get(`${url}/price-history`)).status).toBe(401);
});
