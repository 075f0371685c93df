import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestApp, TestClient } from '../../test-support/test-app.ts';
import {
  image,
  startCatalogueTest,
  validProduct as valid,
  type CatalogueTest,
} from './admin-test-fixture.ts';

let c: CatalogueTest;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  c = await startCatalogueTest();
  ({ t, admin } = c);
});
afterAll(() => c.t.close());

const rows = (table: Parameters<CatalogueTest['rows']>[0]) => c.rows(table);
const createProduct = (overrides?: Record<string, unknown>) => c.createProduct(overrides);

test('a new product shows in the admin list, inactive ones too, and active ones in the shop at once', async () => {
  expect((await t.client().get('/api/products')).status).toBe(200); // warms the storefront cache
  const activeId = await createProduct({ name: 'Active Ale' });
  const hiddenId = await createProduct({ name: 'Hidden Ale', isActive: false, abv: null, ibu: null });
  const list = (await admin.get('/api/admin/products')).body as {
    id: string;
    abv: string | null;
    ibu: number | null;
    variants: unknown[];
    images: unknown[];
    imageUrls: string[];
  }[];
  const hidden = list.find((p) => p.id === hiddenId);
  expect(hidden).toMatchObject({ abv: null, ibu: null, variants: [], images: [], imageUrls: [] });
  expect(list.find((p) => p.id === activeId)).toMatchObject({ abv: '6.50', ibu: 45 });
  const shop = (await t.client().get('/api/products')).body as { id: string }[];
  expect(shop.map((p) => p.id)).toContain(activeId);
  expect(shop.map((p) => p.id)).not.toContain(hiddenId);
});

const badProducts: [string, Record<string, unknown>, string, string][] = [
  ['a missing name', { name: undefined }, 'name', 'Name is required'],
  ['a blank name', { name: '   ' }, 'name', 'Name is required'],
  ['a name that is not text', { name: 42 }, 'name', 'Name is required'],
  ['an unknown category', { category: 'wine' }, 'category', 'Category must be beer or rice-wine'],
  ['a missing category', { category: undefined }, 'category', 'Category must be beer or rice-wine'],
  ['ABV as text', { abv: '5.0' }, 'abv', 'ABV must be a number'],
  ['a negative ABV', { abv: -1 }, 'abv', 'ABV must be between 0 and 99.99'],
  ['an ABV of 100', { abv: 100 }, 'abv', 'ABV must be between 0 and 99.99'],
  ['an ABV off the 0.1 step', { abv: 4.75 }, 'abv', 'ABV must use steps of 0.1'],
  ['a fractional IBU', { ibu: 12.5 }, 'ibu', 'IBU must be a whole number'],
  ['a negative IBU', { ibu: -3 }, 'ibu', 'IBU must be 0 or more'],
  ['IBU as text', { ibu: '20' }, 'ibu', 'IBU must be a number'],
  ['a description that is not text', { description: 5 }, 'description', 'Must be text'],
  ['an over-long style', { style: 'x'.repeat(101) }, 'style', 'Must be at most 100 characters'],
  ['Top Seller as text', { isTopSeller: 'yes' }, 'isTopSeller', 'Top Seller must be true or false'],
  ['Active as text', { isActive: 'no' }, 'isActive', 'Active must be true or false'],
  [
    'an image from elsewhere',
    { imageUrl: 'javascript:alert(1)' },
    'imageUrl',
    'Image URL must be an uploaded image (/objects/uploads/...)',
  ],
];

for (const [what, change, path, message] of badProducts) {
  test(`creating a product with ${what} gets 400 "${message}" and writes nothing`, async () => {
    const before = await rows('products');
    const res = await admin.post('/api/admin/products', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await rows('products')).toBe(before);
  });
}

test('unknown fields in a product are refused', async () => {
  const before = await rows('products');
  const res = await admin.post('/api/admin/products', { ...valid, id: crypto.randomUUID(), price: 10 });
  expect(res.status).toBe(400);
  expect(await rows('products')).toBe(before);
});

test('editing a product replaces its fields and a bad edit changes nothing', async () => {
  const id = await createProduct();
  const edited = await admin.put(`/api/admin/products/${id}`, {
    ...valid,
    name: 'Renamed',
    abv: null,
    isTopSeller: true,
  });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ name: 'Renamed', abv: null, isTopSeller: true });
  const bad = await admin.put(`/api/admin/products/${id}`, { ...valid, name: '' });
  expect(bad.status).toBe(400);
  const list = (await admin.get('/api/admin/products')).body as { id: string; name: string }[];
  expect(list.find((p) => p.id === id)?.name).toBe('Renamed');
  expect((await admin.put(`/api/admin/products/${crypto.randomUUID()}`, valid)).status).toBe(404);
});

test('deleting a product removes its variants and images too', async () => {
  const id = await createProduct();
  await admin.post(`/api/admin/products/${id}/variants`, { size: '500ML Can', price: 18, isActive: true });
  await admin.post(`/api/admin/products/${id}/images`, { imageUrl: image(1), altText: '', displayOrder: 0 });
  const before = { variants: await rows('productVariants'), images: await rows('productImages') };
  expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(200);
  expect(await rows('productVariants')).toBe(before.variants - 1);
  expect(await rows('productImages')).toBe(before.images - 1);
  expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(404);
});

test('a variant is added with its price as a decimal string', async () => {
  const id = await createProduct();
  const res = await admin.post(`/api/admin/products/${id}/variants`, { size: '20L Keg', price: 450.5 });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ productId: id, size: '20L Keg', price: '450.50', isActive: true });
  expect(
    (await admin.post(`/api/admin/products/${crypto.randomUUID()}/variants`, { size: 'x', price: 1 })).status,
  ).toBe(404);
});

const badVariants: [string, Record<string, unknown>, string, string][] = [
  ['no size', { size: undefined }, 'size', 'Size is required'],
  ['a blank size', { size: '  ' }, 'size', 'Size is required'],
  ['no price', { price: undefined }, 'price', 'Price is required'],
  ['a price as text', { price: '12.50' }, 'price', 'Price is required'],
  ['a negative price', { price: -1 }, 'price', 'Price must be 0 or more'],
  ['a price off the 0.01 step', { price: 1.005 }, 'price', 'Price must use steps of 0.01'],
  ['Active as text', { isActive: 'yes' }, 'isActive', 'Active must be true or false'],
];

for (const [what, change, path, message] of badVariants) {
  test(`a variant with ${what} gets 400 "${message}" and writes nothing`, async () => {
    const id = await createProduct();
    const before = await rows('productVariants');
    const res = await admin.post(`/api/admin/products/${id}/variants`, {
      size: '500ML Can',
      price: 18,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await rows('productVariants')).toBe(before);
  });
}
