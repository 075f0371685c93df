import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { startCatalogueTest } from '../catalog/admin-test-fixture.ts';
import { line, submission } from '../orders/order-fixtures.ts';
import { stockedSize, type StockedSize } from './test-support.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ t, admin } = await startCatalogueTest());
});
afterAll(() => t.close());

type ShopVariant = { id: string; available: boolean; left: number | null; stock?: unknown };

const shopSize = async (size: StockedSize, lang = 'en'): Promise<ShopVariant | undefined> => {
  const res = await t
    .client()
    .get<{ variants: ShopVariant[] }>(`/api/products/${size.productId}?lang=${lang}`);
  return res.body.variants.find((variant) => variant.id === size.variantId);
};
const listedSize = async (size: StockedSize): Promise<ShopVariant | undefined> => {
  const res = await t.client().get<{ id: string; variants: ShopVariant[] }[]>('/api/products');
  return res.body.find((p) => p.id === size.productId)?.variants.find((v) => v.id === size.variantId);
};
const order = (size: StockedSize, quantity: number) =>
  t
    .client()
    .post<{ order: { id: string } }>(
      '/api/orders',
      submission([line({ ...size, price: '10.00' }, quantity)]),
    );

test('shoppers see whether a size is available and how many are left only when few are, never the count', async () => {
  const plenty = await stockedSize(admin, { stock: 40 });
  expect(await shopSize(plenty)).toEqual(expect.objectContaining({ available: true, left: null }));
  expect(await shopSize(plenty)).not.toHaveProperty('stock');
  const uncounted = await stockedSize(admin);
  expect(await listedSize(uncounted)).toEqual(expect.objectContaining({ available: true, left: null }));
  const few = await stockedSize(admin, { stock: 3 });
  expect(await listedSize(few)).toEqual(expect.objectContaining({ available: true, left: 3 }));
  const none = await stockedSize(admin, { stock: 0 });
  expect(await listedSize(none)).toEqual(expect.objectContaining({ available: false, left: null }));
});

test('orders and cancellations change what the catalogue says at once', async () => {
  const size = await stockedSize(admin, { stock: 7 });
  expect(await shopSize(size, 'ms')).toMatchObject({ available: true, left: null }); // the cache is warm
  const placed = await order(size, 4);
  expect(placed.status).toBe(201);
  expect(await shopSize(size, 'ms')).toMatchObject({ available: true, left: 3 });
  expect((await order(size, 3)).status).toBe(201);
  expect(await listedSize(size)).toMatchObject({ available: false, left: null });
  const cancelled = await admin.put(`/api/admin/orders/${placed.body.order.id}`, {
    status: 'cancelled',
    adminNotes: null,
  });
  expect(cancelled.status).toBe(200);
  expect(await shopSize(size, 'zh')).toMatchObject({ available: true, left: 4 });
});

test('an order that leaves every size as shoppers saw it keeps the catalogue as it was built', async () => {
  const plenty = await stockedSize(admin, { stock: 40 });
  const uncounted = await stockedSize(admin);
  const built = await t.app.catalogCache.snapshot();
  expect((await order(plenty, 5)).status).toBe(201);
  expect((await order(uncounted, 2)).status).toBe(201);
  expect(await t.app.catalogCache.snapshot()).toBe(built);
  // 35 left still reads as plenty; 5 left is few, which shoppers see at once.
  expect((await order(plenty, 30)).status).toBe(201);
  expect(await t.app.catalogCache.snapshot()).not.toBe(built);
  expect(await listedSize(plenty)).toMatchObject({ available: true, left: 5 });
});

test('staff see the count and what shoppers see, side by side', async () => {
  const size = await stockedSize(admin, { stock: 2 });
  const list = (await admin.get('/api/admin/products')).body as { id: string; variants: ShopVariant[] }[];
  expect(list.find((p) => p.id === size.productId)?.variants).toEqual([
    expect.objectContaining({ id: size.variantId, stock: 2, available: true, left: 2 }),
  ]);
});
