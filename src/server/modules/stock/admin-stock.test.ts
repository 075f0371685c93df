import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditTrail } from '../audit/test-support.ts';
import { TEST_ADMIN } from '../../test-support/admin-session.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { startCatalogueTest } from '../catalog/admin-test-fixture.ts';
import { stockAndLedger, stockedSize } from './test-support.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ t, admin } = await startCatalogueTest());
});
afterAll(() => t.close());

const adminStock = async (productId: string, variantId: string) => {
  const list = (await admin.get('/api/admin/products')).body as {
    id: string;
    variants: { id: string; stock: number | null }[];
  }[];
  return list.find((p) => p.id === productId)?.variants.find((v) => v.id === variantId)?.stock;
};

test('a new size is not counted; staff count it, adjust it and the back office shows the count', async () => {
  const size = await stockedSize(admin);
  expect(await adminStock(size.productId, size.variantId)).toBeNull();

  const counted = await admin.put(`${size.url}/stock`, { count: 24, reason: 'counted' });
  expect(counted.status).toBe(200);
  expect(counted.body).toEqual({ variantId: size.variantId, stock: 24 });
  const brewed = await admin.post(`${size.url}/stock/adjustments`, { change: 48, reason: 'brewed' });
  expect(brewed.body).toEqual({ variantId: size.variantId, stock: 72 });
  const sold = await admin.post(`${size.url}/stock/adjustments`, { change: -2, reason: 'sold-at-taproom' });
  const spoiled = await admin.post(`${size.url}/stock/adjustments`, { change: -6, reason: 'spoiled' });
  expect([sold.body.stock, spoiled.body.stock]).toEqual([70, 64]);
  expect(await adminStock(size.productId, size.variantId)).toBe(64);
  expect(await stockAndLedger(t.database.db, size.variantId)).toEqual({ stock: 64, ledger: 64 });

  const stopped = await admin.put(`${size.url}/stock`, { count: null });
  expect(stopped.body).toEqual({ variantId: size.variantId, stock: null });
  expect(await stockAndLedger(t.database.db, size.variantId)).toEqual({ stock: null, ledger: 0 });
});

test('every count and adjustment enters the audit trail with who, the counts and why', async () => {
  const size = await stockedSize(admin, { name: 'Audit Amber' });
  const events = await auditTrail(t.database.db).during(async () => {
    await admin.put(`${size.url}/stock`, { count: 10 });
    await admin.post(`${size.url}/stock/adjustments`, { change: -3, reason: 'spoiled' });
    await admin.put(`${size.url}/stock`, { count: 7 }); // the same count: nothing changed
  });
  expect(events).toEqual([
    expect.objectContaining({
      action: 'variant.stock',
      actorEmail: TEST_ADMIN.email,
      entityId: size.variantId,
      entityLabel: 'Audit Amber 330ML Bottle',
      changes: { before: { stock: null }, after: { stock: 10, reason: 'counted' } },
    }),
    expect.objectContaining({
      action: 'variant.stock',
      changes: { before: { stock: 10 }, after: { stock: 7, reason: 'spoiled' } },
    }),
  ]);
});

test('taking away more than there is, or adjusting an uncounted size, is refused and changes nothing', async () => {
  const size = await stockedSize(admin, { stock: 3 });
  const tooMany = await admin.post(`${size.url}/stock/adjustments`, { change: -4, reason: 'spoiled' });
  expect(tooMany.status).toBe(409);
  expect(tooMany.body).toMatchObject({ message: 'Only 3 in stock: cannot take away 4', stock: 3 });
  const uncounted = await stockedSize(admin);
  const refused = await admin.post(`${uncounted.url}/stock/adjustments`, { change: 5, reason: 'brewed' });
  expect(refused.status).toBe(409);
  expect(await stockAndLedger(t.database.db, size.variantId)).toEqual({ stock: 3, ledger: 3 });
  expect(await stockAndLedger(t.database.db, uncounted.variantId)).toEqual({ stock: null, ledger: 0 });
});

test('bad counts and adjustments are refused with 400 naming the field, and change nothing', async () => {
  const size = await stockedSize(admin, { stock: 5 });
  const cases: [string, unknown, string, string][] = [
    ['stock', { count: -1 }, 'count', 'Count must be 0 or more'],
    ['stock', { count: 2.5 }, 'count', 'Count must be a whole number'],
    ['stock', { count: '12' }, 'count', 'Count must be a number'],
    ['stock', { count: 1e9 }, 'count', 'Count must be at most 100,000'],
    [
      'stock',
      { count: 4, reason: 'stolen' },
      'reason',
      'Reason must be brewed, sold-at-taproom, spoiled or counted',
    ],
    ['stock/adjustments', { change: 1.5, reason: 'brewed' }, 'change', 'Change must be a whole number'],
    ['stock/adjustments', { change: 'ten', reason: 'brewed' }, 'change', 'Change must be a number'],
    ['stock/adjustments', { change: 0, reason: 'brewed' }, 'change', 'Change must not be 0'],
    ['stock/adjustments', { change: -1e7, reason: 'spoiled' }, 'change', 'Change must be at least -100,000'],
    [
      'stock/adjustments',
      { change: 2 },
      'reason',
      'Reason must be brewed, sold-at-taproom, spoiled or counted',
    ],
    ['stock/adjustments', { change: -2, reason: 'brewed' }, 'change', 'Brewed beer adds units'],
    [
      'stock/adjustments',
      { change: 2, reason: 'spoiled' },
      'change',
      'Beer sold or spoiled takes units away',
    ],
  ];
  for (const [path, body, field, message] of cases) {
    const res =
      path === 'stock'
        ? await admin.put(`${size.url}/${path}`, body)
        : await admin.post(`${size.url}/${path}`, body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.issues, JSON.stringify(body)).toContainEqual({ path: field, message });
  }
  expect(await stockAndLedger(t.database.db, size.variantId)).toEqual({ stock: 5, ledger: 5 });
});

test('parallel adjustments never lose an update: the count equals the sum of the ledger', async () => {
  const size = await stockedSize(admin, { stock: 100 });
  const changes = Array.from({ length: 30 }, (_, i) =>
    i % 3 === 0 ? { change: 5, reason: 'brewed' } : { change: -4, reason: 'sold-at-taproom' },
  );
  const answers = await Promise.all(changes.map((body) => admin.post(`${size.url}/stock/adjustments`, body)));
  expect(answers.every((res) => res.status === 200)).toBe(true);
  expect(await stockAndLedger(t.database.db, size.variantId)).toEqual({
    stock: 100 + 10 * 5 - 20 * 4,
    ledger: 70,
  });
});

test('only staff count or adjust stock', async () => {
  const size = await stockedSize(admin, { stock: 5 });
  expect((await t.client().put(`${size.url}/stock`, { count: 500 })).status).toBe(401);
  expect(
    (await t.client().post(`${size.url}/stock/adjustments`, { change: 5, reason: 'brewed' })).status,
  ).toBe(401);
  expect(
    (await admin.put(`${size.url.replace(size.variantId, crypto.randomUUID())}/stock`, { count: 1 })).status,
  ).toBe(404);
  expect(await stockAndLedger(t.database.db, size.variantId)).toEqual({ stock: 5, ledger: 5 });
});
