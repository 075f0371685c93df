// Low stock: a threshold per counted size puts the size on the dashboard's to-do list when its count
// falls to it, and the brewery gets one mail a day at most listing every low size.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditEvents, jobRuns, mailOutbox } from '../../db/schema.ts';
import { createRateLimiter } from '../../limits/rate-limiter.ts';
import { createNotifications } from '../../mail/notifications.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { startCatalogueTest } from '../catalog/admin-test-fixture.ts';
import { line, submission } from '../orders/order-fixtures.ts';
import { LOW_STOCK_JOB, mailLowStockOncePerDay } from './low-stock.ts';
import { stockedSize, type StockedSize } from './test-support.ts';

let t: TestApp;
let admin: TestClient;
const BREWERY = 'brewer@taproom.test';

beforeAll(async () => {
  ({ t, admin } = await startCatalogueTest());
});
afterAll(() => t.close());

type LowSize = { variantId: string; productName: string; size: string; stock: number; lowStockAt: number };
const toDo = async () =>
  (await admin.get<{ lowStock: { total: number; fewest: LowSize[] } }>('/api/admin/to-do')).body.lowStock;
const alertAt = (size: StockedSize, lowStockAt: unknown) =>
  admin.put(`${size.url}/stock/alert`, { lowStockAt });
const notifications = () =>
  createNotifications(
    { breweryEmail: BREWERY, baseUrl: 'https://shop.taproom.test', secret: 'x'.repeat(32) },
    createRateLimiter(t.database.db),
  );
const lowStockMails = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'low-stock-alert'), eq(mailOutbox.recipient, BREWERY)));

test('a size whose count falls to its threshold joins the to-do list, fewest left first', async () => {
  const size = await stockedSize(admin, { name: 'Aaa Low Lager', stock: 6 });
  const saved = await alertAt(size, 4);
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ variantId: size.variantId, lowStockAt: 4 });
  expect((await toDo()).fewest.map((s) => s.variantId)).not.toContain(size.variantId);

  const placed = await t.client().post('/api/orders', submission([line({ ...size, price: '10.00' }, 2)]));
  expect(placed.status).toBe(201);
  const low = await toDo();
  expect(low.fewest).toContainEqual(
    expect.objectContaining({
      variantId: size.variantId,
      productName: 'Aaa Low Lager',
      stock: 4,
      lowStockAt: 4,
    }),
  );
  expect(low.total).toBeGreaterThanOrEqual(1);
  // Staff see the threshold beside the count.
  const products = (
    await admin.get<{ id: string; variants: { lowStockAt: number | null }[] }[]>('/api/admin/products')
  ).body;
  expect(products.find((p) => p.id === size.productId)?.variants[0]?.lowStockAt).toBe(4);
  // Clearing the threshold takes it off the list, and the change is in the audit trail.
  expect((await alertAt(size, null)).status).toBe(200);
  expect((await toDo()).fewest.map((s) => s.variantId)).not.toContain(size.variantId);
  const records = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'variant.low-stock'), eq(auditEvents.entityId, size.variantId)));
  expect(records.map((r) => r.changes)).toEqual([
    { before: { lowStockAt: null }, after: { lowStockAt: 4 } },
    { before: { lowStockAt: 4 }, after: { lowStockAt: null } },
  ]);
});

test('a threshold that is negative, fractional, not a number or absurdly large is refused with 400', async () => {
  const size = await stockedSize(admin, { stock: 5 });
  for (const bad of [-1, 1.5, '3', 100_001, undefined]) {
    const res = await alertAt(size, bad);
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('lowStockAt');
  }
  expect((await alertAt(size, 2)).status).toBe(200);
});

test('the brewery gets one low-stock mail a day at most, even from two servers at once, listing every low size', async () => {
  const first = await stockedSize(admin, { name: 'Aaa Mail Stout', stock: 1 });
  const second = await stockedSize(admin, { name: 'Aaa Mail Saison', stock: 0 });
  await alertAt(first, 3);
  await alertAt(second, 2);
  await t.database.db.delete(jobRuns).where(eq(jobRuns.name, LOW_STOCK_JOB));
  await t.database.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'low-stock-alert'));

  const sent = await Promise.all([
    mailLowStockOncePerDay(t.database.db, notifications()),
    mailLowStockOncePerDay(t.database.db, notifications()),
  ]);
  expect(sent.filter(Boolean)).toHaveLength(1);
  expect(await mailLowStockOncePerDay(t.database.db, notifications())).toBe(false);
  const [mail, ...more] = await lowStockMails();
  expect(more).toHaveLength(0);
  expect(mail?.textBody).toContain('Aaa Mail Saison (330ML Bottle)');
  expect(mail?.textBody).toContain('0 left, alert at 2');
  expect(mail?.textBody).toContain('Aaa Mail Stout (330ML Bottle)');
  expect(mail?.textBody.indexOf('Aaa Mail Saison')).toBeLessThan(mail!.textBody.indexOf('Aaa Mail Stout'));

  // The next Malaysian day, the sizes still low are mailed again.
  await t.database.db
    .update(jobRuns)
    .set({ startedAt: sql`now() - interval '1 day'` })
    .where(eq(jobRuns.name, LOW_STOCK_JOB));
  expect(await mailLowStockOncePerDay(t.database.db, notifications())).toBe(true);
  expect(await lowStockMails()).toHaveLength(2);
});
