// Releases (docs/decisions/026-releases-and-stock-alerts.md): a product announced for a later time is
// coming soon, cannot be ordered, and opens at that time by itself on every server process.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { products } from '../../db/schema.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { line, submission } from '../orders/order-fixtures.ts';
import { stockedSize, type StockedSize } from '../stock/test-support.ts';
import { startCatalogueTest, validProduct } from './admin-test-fixture.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ t, admin } = await startCatalogueTest());
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const HOUR = 3600 * 1000;
type ShopProduct = { id: string; releaseAt: string | null; variants: { id: string; available: boolean }[] };

const announce = (size: StockedSize, releaseAt: string | null) =>
  admin.put(`/api/admin/products/${size.productId}`, { ...validProduct, releaseAt });
const shopProduct = async (size: StockedSize, lang = 'en') =>
  (await t.client().get<ShopProduct>(`/api/products/${size.productId}?lang=${lang}`)).body;
const order = (size: StockedSize, language = 'en') =>
  t.client().post('/api/orders', { ...submission([line({ ...size, price: '10.00' }, 1)]), language });

test('a product announced for later shows its release time to shoppers and refuses orders in their language', async () => {
  const size = await stockedSize(admin, { stock: 10 });
  const releaseAt = new Date(Date.now() + 48 * HOUR);
  releaseAt.setUTCMilliseconds(0);
  const saved = await announce(size, releaseAt.toISOString().replace('Z', '+00:00'));
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ releaseAt: releaseAt.toISOString() });
  expect(await shopProduct(size)).toMatchObject({ releaseAt: releaseAt.toISOString() });
  const list = (await t.client().get<ShopProduct[]>('/api/products')).body;
  expect(list.find((p) => p.id === size.productId)?.releaseAt).toBe(releaseAt.toISOString());

  const refused = await order(size, 'ms');
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({
    message: expect.stringMatching(/^Maaf, Hutan Hazy IPA belum dilancarkan: pesanan dibuka pada \d/),
    issues: [{ path: 'items.0.variantId', message: expect.any(String) }],
  });
  // Nothing was taken.
  expect(
    (await admin.get<{ id: string; variants: { stock: number }[] }[]>('/api/admin/products')).body.find(
      (p) => p.id === size.productId,
    )?.variants[0]?.stock,
  ).toBe(10);
});

test('a release time already past opens the product at once', async () => {
  const size = await stockedSize(admin, { stock: 10 });
  const saved = await announce(size, new Date(Date.now() - HOUR).toISOString());
  expect(saved.status).toBe(200);
  expect((await shopProduct(size)).releaseAt).toBeNull();
  expect((await order(size)).status).toBe(201);
});

test('the product opens at its release time without anyone touching it', async () => {
  const size = await stockedSize(admin, { stock: 10 });
  const releaseAt = new Date(Date.now() + HOUR);
  expect((await announce(size, releaseAt.toISOString())).status).toBe(200);
  expect((await shopProduct(size, 'zh')).releaseAt).not.toBeNull(); // the catalogue is built and kept
  expect((await order(size)).status).toBe(409);

  // The hour passes: for the server's clock, and for the database's (its release moves into the past).
  vi.useFakeTimers({ toFake: ['Date'], now: releaseAt.getTime() + 1000 });
  await t.database.db
    .update(products)
    .set({ releaseAt: sql`now() - interval '1 second'` })
    .where(eq(products.id, size.productId));
  expect((await shopProduct(size, 'zh')).releaseAt).toBeNull();
  expect((await order(size)).status).toBe(201);
});

test('a release that is not a date and time is refused with 400 and changes nothing', async () => {
  const size = await stockedSize(admin);
  for (const releaseAt of ['tomorrow', '2026-12-01', '2026-12-01T10:00', 12, '2150-01-01T00:00:00Z']) {
    const res = await announce(size, releaseAt as string);
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('releaseAt');
  }
  expect((await shopProduct(size)).releaseAt).toBeNull();
});
