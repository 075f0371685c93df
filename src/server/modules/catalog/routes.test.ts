import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { products, productVariants } from '../../db/schema.ts';
import { seedDemoCatalogue } from '../../demo/seed.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalogue(t.database.db, t.deps.storage);
}, 120_000);
afterAll(() => t.close());

const list = async () => (await t.client().get<Product[]>('/api/products')).body;

test('the list holds only active products, each with active variants by price and images in order', async () => {
  const res = await t.client().get<Product[]>('/api/products');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  const [{ n: activeCount }] = (
    await t.database.db.execute(sql`select count(*)::int as n from products where is_active`)
  ).rows as [{ n: number }];
  expect(res.body).toHaveLength(activeCount);
  expect(res.body.every((p) => p.isActive)).toBe(true);
  for (const product of res.body) {
    expect(product.variants.length).toBeGreaterThan(0);
    const prices = product.variants.map((v) => Number(v.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(product.variants[0]!.price).toMatch(/^\d+\.\d{2}$/);
    const orders = product.images.map((i) => i.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(product.imageUrls).toEqual(product.images.map((i) => i.imageUrl));
    expect(product.imageUrl).toBe(product.imageUrls[0]);
  }
  const withAbv = res.body.find((p) => p.abv !== null)!;
  expect(withAbv.abv).toMatch(/^\d+\.\d{2}$/);
});

test('an inactive variant is not listed', async () => {
  const product = (await list())[0]!;
  const hidden = product.variants[0]!;
  await t.database.db
    .update(productVariants)
    .set({ isActive: false })
    .where(eq(productVariants.id, hidden.id));
  t.app.catalogCache.invalidate();
  const after = (await list()).find((p) => p.id === product.id)!;
  expect(after.variants.map((v) => v.id)).not.toContain(hidden.id);
  await t.database.db
    .update(productVariants)
    .set({ isActive: true })
    .where(eq(productVariants.id, hidden.id));
  t.app.catalogCache.invalidate();
});

test('the detail answers one active product with its variants and images', async () => {
  const first = (await list())[0]!;
  const res = await t.client().get<Product>(`/api/products/${first.id}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(first);
});

test('unknown, inactive and malformed product ids answer a JSON 404', async () => {
  const [inactive] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, false));
  expect(inactive).toBeDefined();
  const ids = ['00000000-0000-4000-8000-000000000000', inactive!.id, 'not-an-id', '1%27%20or%201=1', '12345'];
  for (const id of ids) {
    const res = await t.client().get(`/api/products/${id}`);
    expect(res.status, id).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ message: 'Product not found' });
  }
});

test('the list carries a strong ETag and answers 304 to a matching If-None-Match', async () => {
  const first = await t.client().get('/api/products');
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await t.client().get('/api/products', { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.text).toBe('');
  const listed = await t.client().get('/api/products', { 'if-none-match': `"other", ${etag}` });
  expect(listed.status).toBe(304);
  const stale = await t.client().get('/api/products', { 'if-none-match': '"stale"' });
  expect(stale.status).toBe(200);
  expect(stale.headers.get('etag')).toBe(etag);
});

test('a product change shows after invalidate(), with a new ETag', async () => {
  const before = await t.client().get<Product[]>('/api/products');
  const target = before.body[0]!;
  await t.database.db.update(products).set({ name: 'Renamed Ale' }).where(eq(products.id, target.id));

  // Until the admin change invalidates the cache, the stored answer is served.
  expect((await list()).find((p) => p.id === target.id)!.name).toBe(target.name);

  t.app.catalogCache.invalidate();
  const after = await t
    .client()
    .get<Product[]>('/api/products', { 'if-none-match': before.headers.get('etag')! });
  expect(after.status).toBe(200);
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  expect(after.body.find((p) => p.id === target.id)!.name).toBe('Renamed Ale');
  expect((await t.client().get<Product>(`/api/products/${target.id}`)).body.name).toBe('Renamed Ale');

  await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, target.id));
  t.app.catalogCache.invalidate();
  expect((await list()).map((p) => p.id)).not.toContain(target.id);
  expect((await t.client().get(`/api/products/${target.id}`)).status).toBe(404);
});

test('the list is sent gzipped to clients that accept it and plain to those that do not', async () => {
  const zipped = await fetch(`${t.baseUrl}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
  expect(zipped.headers.get('content-encoding')).toBe('gzip');
  expect(zipped.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
  const zippedBody = (await zipped.json()) as Product[];
  const plain = await fetch(`${t.baseUrl}/api/products`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.json()).toEqual(zippedBody);
});

test('a product is sent in Brotli or gzip as asked, the same JSON as plain, and a change reaches each', async () => {
  const [target] = await list();
  const read = async (encoding: string, language = 'ms') => {
    const res = await fetch(`${t.baseUrl}/api/products/${target!.id}?lang=${language}`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(res.headers.get('content-language')).toBe(language);
    return { encoding: res.headers.get('content-encoding'), product: (await res.json()) as Product };
  };
  const plain = await read('identity');
  expect(plain.encoding).toBeNull();
  for (const encoding of ['br', 'gzip', 'br'])
    expect(await read(encoding)).toEqual({ encoding, product: plain.product });

  for (const encoding of ['br', 'gzip', 'identity'])
    expect((await read(encoding, 'en')).product.name).toBe(target!.name);
  await t.database.db.update(products).set({ name: 'Brewed Anew' }).where(eq(products.id, target!.id));
  t.app.catalogCache.invalidate();
  for (const encoding of ['br', 'gzip', 'identity'])
    expect((await read(encoding, 'en')).product.name).toBe('Brewed Anew');
});
