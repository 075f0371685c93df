// Each catalogue change by staff leaves exactly one audit record naming who, what and the changed fields.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_ADMIN } from '../../test-support/admin-session.ts';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import { image, startCatalogueTest, type CatalogueTest } from '../catalog/admin-test-fixture.ts';
import { auditTrail } from './test-support.ts';

let c: CatalogueTest;
let t: TestApp;
let admin: TestClient;
let trail: ReturnType<typeof auditTrail>;
let staffId: string;

beforeAll(async () => {
  c = await startCatalogueTest();
  ({ t, admin } = c);
  trail = auditTrail(t.database.db);
  staffId = (await admin.get('/api/auth/user')).body.id;
});
afterAll(() => c.t.close());

const byStaff = () => ({ actorId: staffId, actorEmail: TEST_ADMIN.email });

test('creating, editing and deleting a product are recorded with the changed fields only', async () => {
  let id = '';
  const created = await trail.during(async () => {
    id = await c.createProduct({ name: 'Hornbill Pale Ale' });
  });
  expect(created).toEqual([
    expect.objectContaining({
      ...byStaff(),
      action: 'product.create',
      entityType: 'product',
      entityId: id,
      entityLabel: 'Hornbill Pale Ale',
      changes: { before: {}, after: expect.objectContaining({ name: 'Hornbill Pale Ale', abv: '6.50' }) },
    }),
  ]);

  const edit = {
    name: 'Hornbill Pale Ale',
    category: 'beer',
    abv: 5.2,
    ibu: 45,
    description: 'Juicy and hazy',
    isActive: true,
    translations: { ms: { name: 'Ale Pucat Hornbill' } },
  };
  const updated = await trail.during(async () =>
    expect((await admin.put(`/api/admin/products/${id}`, edit)).status).toBe(200),
  );
  expect(updated).toHaveLength(1);
  expect(updated[0]).toMatchObject({ ...byStaff(), action: 'product.update', entityId: id });
  expect(updated[0]!.changes).toEqual({
    before: { abv: '6.50', 'ms.name': null },
    after: { abv: '5.20', 'ms.name': 'Ale Pucat Hornbill' },
  });

  // Saving the same values again is no change, and leaves no record.
  expect(await trail.during(() => admin.put(`/api/admin/products/${id}`, edit))).toEqual([]);

  const deleted = await trail.during(() => admin.delete(`/api/admin/products/${id}`));
  expect(deleted).toEqual([
    expect.objectContaining({ action: 'product.delete', entityId: id, entityLabel: 'Hornbill Pale Ale' }),
  ]);
  expect(deleted[0]!.changes.before).toMatchObject({ name: 'Hornbill Pale Ale', abv: '5.20' });
});

test('a price change is recorded once in the audit trail and once in the variant price history', async () => {
  const productId = await c.createProduct({ name: 'Hornbill Pale Ale' });
  const added = await trail.during(async () => {
    const res = await admin.post(`/api/admin/products/${productId}/variants`, {
      size: '330 ml',
      price: 12,
      isActive: true,
    });
    expect(res.status).toBe(201);
  });
  expect(added).toEqual([
    expect.objectContaining({
      action: 'variant.create',
      entityLabel: 'Hornbill Pale Ale 330 ml',
      changes: { before: {}, after: { size: '330 ml', price: '12.00', isActive: true } },
    }),
  ]);
  const variantId = added[0]!.entityId;
  const url = `/api/admin/products/${productId}/variants/${variantId}`;

  const priced = await trail.during(() => admin.put(url, { size: '330 ml', price: 13.5, isActive: true }));
  expect(priced).toEqual([
    expect.objectContaining({
      ...byStaff(),
      action: 'variant.price',
      entityType: 'variant',
      entityId: variantId,
      entityLabel: 'Hornbill Pale Ale 330 ml',
      changes: { before: { price: '12.00' }, after: { price: '13.50' } },
    }),
  ]);
  expect((await admin.get(`${url}/price-history`)).body).toEqual([
    expect.objectContaining({ oldPrice: '12.00', newPrice: '13.50', changedBy: TEST_ADMIN.email }),
  ]);

  const resized = await trail.during(() =>
    admin.put(url, { size: '330 ml can', price: 13.5, isActive: false }),
  );
  expect(resized).toEqual([
    expect.objectContaining({
      action: 'variant.update',
      changes: { before: { size: '330 ml', isActive: true }, after: { size: '330 ml can', isActive: false } },
    }),
  ]);

  const removed = await trail.during(() => admin.delete(url));
  expect(removed).toEqual([
    expect.objectContaining({ action: 'variant.delete', entityLabel: 'Hornbill Pale Ale 330 ml can' }),
  ]);
});

test('adding, reordering, choosing and deleting images are recorded', async () => {
  const productId = await c.createProduct({ name: 'Kelip Stout' });
  const images = `/api/admin/products/${productId}/images`;
  const added = await trail.during(async () => {
    for (const n of [1, 2]) {
      const res = await admin.post(images, { imageUrl: image(n), altText: '', displayOrder: n - 1 });
      expect(res.status).toBe(201);
    }
  });
  expect(added.map((e) => [e.action, e.entityLabel, e.changes.after.imageUrl])).toEqual([
    ['image.create', 'Kelip Stout', image(1)],
    ['image.create', 'Kelip Stout', image(2)],
  ]);
  const [first, second] = added.map((e) => e.entityId!);

  const reordered = await trail.during(() =>
    admin.put(`${images}/reorder`, {
      imageOrders: [
        { id: second, order: 0 },
        { id: first, order: 1 },
      ],
    }),
  );
  expect(reordered).toEqual([
    expect.objectContaining({
      action: 'image.reorder',
      entityType: 'product',
      entityId: productId,
      changes: { before: { images: [image(1), image(2)] }, after: { images: [image(2), image(1)] } },
    }),
  ]);

  const main = await trail.during(() =>
    admin.put(`/api/admin/products/${productId}/image`, { imageURL: image(1) }),
  );
  expect(main).toEqual([
    expect.objectContaining({
      action: 'product.main-image',
      changes: { before: { imageUrl: image(2) }, after: { imageUrl: image(1) } },
    }),
  ]);

  const deleted = await trail.during(() => admin.delete(`${images}/${first}`));
  expect(deleted).toEqual([
    expect.objectContaining({ action: 'image.delete', entityId: first, entityLabel: 'Kelip Stout' }),
  ]);
});

test('a change refused by validation or not found records nothing', async () => {
  const productId = await c.createProduct({ name: 'Refused Ale' });
  const variant = await admin.post(`/api/admin/products/${productId}/variants`, {
    size: '330 ml',
    price: 12,
    isActive: true,
  });
  const url = `/api/admin/products/${productId}/variants/${variant.body.id}`;
  const refused = await trail.during(async () => {
    expect((await admin.put(url, { size: '330 ml', price: -1, isActive: true })).status).toBe(400);
    expect((await admin.put(url, { size: '', price: 14, isActive: true })).status).toBe(400);
    expect((await admin.put(`/api/admin/products/${productId}`, { name: '' })).status).toBe(400);
    const elsewhere = `/api/admin/products/${productId}/variants/${crypto.randomUUID()}`;
    expect((await admin.put(elsewhere, { size: '330 ml', price: 14, isActive: true })).status).toBe(404);
    const clash = { imageUrl: image(9), altText: '', displayOrder: 0 };
    expect((await admin.post(`/api/admin/products/${productId}/images`, clash)).status).toBe(201);
    expect((await admin.post(`/api/admin/products/${productId}/images`, clash)).status).toBe(409);
  });
  expect(refused.map((e) => e.action)).toEqual(['image.create']);
});

test('a change whose record cannot be written does not happen', async () => {
  const db = t.database.db;
  const productId = await c.createProduct({ name: 'Atomic Ale' });
  const variant = await admin.post(`/api/admin/products/${productId}/variants`, {
    size: '330 ml',
    price: 12,
    isActive: true,
  });
  const url = `/api/admin/products/${productId}/variants/${variant.body.id}`;
  await db.execute(sql`create function refuse_audit() returns trigger language plpgsql as
    $$ begin raise exception 'audit trail unavailable'; end $$`);
  await db.execute(
    sql`create trigger refuse_audit before insert on audit_events execute function refuse_audit()`,
  );
  try {
    expect((await admin.put(url, { size: '330 ml', price: 99, isActive: true })).status).toBe(500);
  } finally {
    await db.execute(sql`drop trigger refuse_audit on audit_events`);
    await db.execute(sql`drop function refuse_audit`);
  }
  const shop = await t.client().get(`/api/products/${productId}`);
  expect(shop.body.variants.map((v: { price: string }) => v.price)).toEqual(['12.00']);
  expect((await admin.get(`${url}/price-history`)).body).toEqual([]);
});
