import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orders } from '../../db/schema.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { startCatalogueTest } from '../catalog/admin-test-fixture.ts';
import { line, submission } from '../orders/order-fixtures.ts';
import { stockAndLedger, stockedSize, type StockedSize } from './test-support.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ t, admin } = await startCatalogueTest());
});
afterAll(() => t.close());

const stock = (size: StockedSize) => stockAndLedger(t.database.db, size.variantId);
const orderFor = (size: StockedSize, quantity: number, overrides = {}) =>
  submission([line({ ...size, price: '10.00' }, quantity)], overrides);
const place = (size: StockedSize, quantity: number, overrides = {}) =>
  t.client().post<{ order: { id: string } }>('/api/orders', orderFor(size, quantity, overrides));
const setStatus = (orderId: string, status: string) =>
  admin.put(`/api/admin/orders/${orderId}`, { status, adminNotes: null });
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

test('an order takes its units from a counted size and leaves an uncounted size always available', async () => {
  const counted = await stockedSize(admin, { stock: 12 });
  expect((await place(counted, 5)).status).toBe(201);
  expect(await stock(counted)).toEqual({ stock: 7, ledger: 7 });

  const uncounted = await stockedSize(admin);
  expect((await place(uncounted, 99)).status).toBe(201);
  expect(await stock(uncounted)).toEqual({ stock: null, ledger: 0 });
});

test('an order for more than is left is refused with 409 in the shopper language, and nothing is written', async () => {
  const size = await stockedSize(admin, { name: 'Rimba Red', stock: 3 });
  await admin.put(`/api/admin/products/${size.productId}`, {
    name: 'Rimba Red',
    category: 'beer',
    translations: { ms: { name: 'Rimba Merah' }, zh: { name: '雨林红' } },
  });
  const before = await orderCount();

  const en = await place(size, 4);
  expect(en.status).toBe(409);
  expect(en.body).toMatchObject({
    message: 'Sorry, only 3 of Rimba Red (330ML Bottle) are left.',
    issues: [{ path: 'items.0.quantity', message: 'Sorry, only 3 of Rimba Red (330ML Bottle) are left.' }],
    shortage: { productId: size.productId, variantId: size.variantId, available: 3 },
  });
  const ms = await place(size, 4, { language: 'ms' });
  expect(ms.body).toMatchObject({ message: 'Maaf, hanya tinggal 3 Rimba Merah (330ML Bottle).' });
  const zh = await place(size, 4, { language: 'zh' });
  expect(zh.body).toMatchObject({ message: '抱歉，雨林红（330ML Bottle）仅剩 3 件。' });

  expect(await orderCount()).toBe(before);
  expect(await stock(size)).toEqual({ stock: 3, ledger: 3 });
  expect((await place(size, 3)).status).toBe(201);
  const soldOut = await place(size, 1);
  expect(soldOut.status).toBe(409);
  expect(soldOut.body).toMatchObject({ message: 'Sorry, Rimba Red (330ML Bottle) is sold out.' });
});

test('one order with two lines of the same size counts both, and a refused line takes back the others', async () => {
  const plenty = await stockedSize(admin, { stock: 50 });
  const few = await stockedSize(admin, { stock: 4 });
  const twoLines = submission([
    line({ ...plenty, price: '10.00' }, 2),
    line({ ...few, price: '10.00' }, 3),
    line({ ...few, price: '10.00' }, 2),
  ]);
  const refused = await t.client().post('/api/orders', twoLines);
  expect(refused.status).toBe(409);
  expect((refused.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
    'items.1.quantity',
    'items.2.quantity',
  ]);
  expect(await stock(plenty)).toEqual({ stock: 50, ledger: 50 });
  expect(await stock(few)).toEqual({ stock: 4, ledger: 4 });
});

test('every status change: cancelling returns the units, reopening takes them again, completing keeps them', async () => {
  const size = await stockedSize(admin, { stock: 10 });
  const placed = await place(size, 4);
  const id = placed.body.order.id;
  const steps: [string, number][] = [
    ['confirmed', 6],
    ['completed', 6],
    ['cancelled', 10],
    ['cancelled', 10],
    ['pending', 6],
    ['cancelled', 10],
    ['confirmed', 6],
    ['pending', 6],
  ];
  for (const [status, left] of steps) {
    expect((await setStatus(id, status)).status, status).toBe(200);
    expect(await stock(size), status).toEqual({ stock: left, ledger: left });
  }
});

test('a cancelled order whose units have since been sold cannot be reopened, and stays cancelled', async () => {
  const size = await stockedSize(admin, { name: 'Last Lager', stock: 5 });
  const first = await place(size, 4);
  await setStatus(first.body.order.id, 'cancelled');
  expect((await place(size, 3)).status).toBe(201);
  const reopened = await setStatus(first.body.order.id, 'confirmed');
  expect(reopened.status).toBe(409);
  expect(reopened.body).toMatchObject({ message: 'Sorry, only 2 of Last Lager (330ML Bottle) are left.' });
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first.body.order.id));
  expect(row?.status).toBe('cancelled');
  expect(await stock(size)).toEqual({ stock: 2, ledger: 2 });
});

test('a size no longer counted when its order is cancelled stays always available', async () => {
  const size = await stockedSize(admin, { stock: 8 });
  const placed = await place(size, 3);
  await admin.put(`${size.url}/stock`, { count: null });
  expect((await setStatus(placed.body.order.id, 'cancelled')).status).toBe(200);
  expect(await stock(size)).toEqual({ stock: null, ledger: 0 });
});

test('fifty parallel orders for the last ten units: exactly ten are accepted and the count never goes below zero', async () => {
  const size = await stockedSize(admin, { stock: 10 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      t.client(`10.0.${Math.floor(i / 10)}.${i + 1}`).post(
        '/api/orders',
        orderFor(size, 1, {
          customerEmail: `racer${i}@example.my`,
        }),
      ),
    ),
  );
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(10);
  expect(statuses.filter((status) => status === 409)).toHaveLength(40);
  expect(await stock(size)).toEqual({ stock: 0, ledger: 0 });
});
