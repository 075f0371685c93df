// The public catalogue in the shopper's language (docs/decisions/010-product-translations.md).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { seedDemoCatalogue } from '../../demo/seed.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalogue(t.database.db, t.deps.storage);
  admin = await signInAdmin(t);
}, 120_000);
afterAll(() => t.close());

const list = (query = '', headers?: Record<string, string>) =>
  t.client().get<Product[]>(`/api/products${query}`, headers);
const named = (products: Product[], name: string) => products.find((p) => p.name === name);

test('?lang= answers the demo catalogue in English, Malay or Chinese', async () => {
  const en = await list('?lang=en');
  const ms = await list('?lang=ms');
  const zh = await list('?lang=zh');
  const haze = named(en.body, 'Kinabalu Haze')!;
  expect(haze.description).toContain('tropical IPA');

  const hazeMs = ms.body.find((p) => p.id === haze.id)!;
  expect(hazeMs).toMatchObject({ name: 'Kabus Kinabalu', style: 'IPA Tropika' });
  expect(hazeMs.tastingNotes).toContain('Mangga masak');
  // The same sizes at the same prices, each named in Malay.
  expect(hazeMs.variants.map(({ size: _, ...variant }) => variant)).toEqual(
    haze.variants.map(({ size: _, ...variant }) => variant),
  );
  expect(hazeMs.variants.map((variant) => variant.size)).toEqual(['Tin 330ML', 'Tin 500ML', 'Tong 20L']);
  expect(ms.headers.get('content-language')).toBe('ms');

  const hazeZh = zh.body.find((p) => p.id === haze.id)!;
  expect(hazeZh).toMatchObject({ name: '神山云雾', color: '浑浊的金橙色' });
  expect(hazeZh.brewingStory).toContain('金马仑高原');

  expect(ms.body.map((p) => p.id)).toEqual(en.body.map((p) => p.id));
  const detail = await t.client().get<Product>(`/api/products/${haze.id}?lang=zh`);
  expect(detail.body).toEqual(hazeZh);
});

test('without ?lang= the Accept-Language header decides, and English is the fallback', async () => {
  const names = async (headers: Record<string, string>) => (await list('', headers)).body.map((p) => p.name);
  expect(await names({ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' })).toContain('Kabus Kinabalu');
  expect(await names({ 'accept-language': 'zh-CN,zh;q=0.9' })).toContain('神山云雾');
  expect(await names({ 'accept-language': 'fr-FR,de;q=0.5' })).toContain('Kinabalu Haze');
  expect(await names({})).toContain('Kinabalu Haze');
  // The address wins over the header.
  expect((await list('?lang=en', { 'accept-language': 'zh' })).body.map((p) => p.name)).toContain(
    'Kinabalu Haze',
  );
  const product = (await list('?lang=en')).body[0]!;
  const detail = await t.client().get<Product>(`/api/products/${product.id}`, { 'accept-language': 'ms' });
  expect(detail.headers.get('content-language')).toBe('ms');
});

test('a field left untranslated falls back to English, field by field', async () => {
  const created = await admin.post<{ id: string }>('/api/admin/products', {
    name: 'Half Translated Ale',
    category: 'beer',
    description: 'Only English here',
    style: 'Pale Ale',
    translations: { ms: { name: 'Ale Separuh Terjemah' } },
  });
  expect(created.status).toBe(201);
  await admin.post(`/api/admin/products/${created.body.id}/variants`, { size: '330ML Can', price: 15 });
  const ms = (await t.client().get<Product>(`/api/products/${created.body.id}?lang=ms`)).body;
  expect(ms).toMatchObject({
    name: 'Ale Separuh Terjemah',
    description: 'Only English here',
    style: 'Pale Ale',
  });
  const zh = (await t.client().get<Product>(`/api/products/${created.body.id}?lang=zh`)).body;
  expect(zh).toMatchObject({ name: 'Half Translated Ale', description: 'Only English here' });
});

test('each language has its own ETag; a matching If-None-Match answers 304 and the answers vary by language', async () => {
  const en = await list('?lang=en');
  const ms = await list('?lang=ms');
  const enTag = en.headers.get('etag')!;
  const msTag = ms.headers.get('etag')!;
  expect(msTag).toMatch(/^"[^"]+"$/);
  expect(msTag).not.toBe(enTag);
  const vary = (ms.headers.get('vary') ?? '').toLowerCase();
  expect(vary).toContain('accept-language');
  expect(vary).toContain('accept-encoding');

  expect((await list('?lang=ms', { 'if-none-match': msTag })).status).toBe(304);
  expect((await list('', { 'accept-language': 'ms', 'if-none-match': msTag })).status).toBe(304);
  const other = await list('?lang=en', { 'if-none-match': msTag });
  expect(other.status).toBe(200);
  expect(other.headers.get('etag')).toBe(enTag);

  const id = en.body[0]!.id;
  const detailEn = await t.client().get(`/api/products/${id}?lang=en`);
  const detailZh = await t.client().get(`/api/products/${id}?lang=zh`);
  const zhTag = detailZh.headers.get('etag')!;
  expect(zhTag).toMatch(/^"[^"]+"$/);
  expect(zhTag).not.toBe(detailEn.headers.get('etag'));
  expect((detailZh.headers.get('vary') ?? '').toLowerCase()).toContain('accept-language');
  const again = await t.client().get(`/api/products/${id}?lang=zh`, { 'if-none-match': zhTag });
  expect(again.status).toBe(304);
  expect(again.text).toBe('');
  expect((await t.client().get(`/api/products/${id}?lang=en`, { 'if-none-match': zhTag })).status).toBe(200);
});

test('an unknown language is a 400 that says which languages exist', async () => {
  const id = (await list()).body[0]!.id;
  for (const path of ['/api/products?lang=fr', `/api/products/${id}?lang=EN`, '/api/products?lang=']) {
    const res = await t.client().get(path);
    expect(res.status, path).toBe(400);
    expect(res.body.message, path).toBe('lang must be en, ms or zh');
  }
});

test('an admin change empties the catalogue in every language', async () => {
  const before = await Promise.all(['en', 'ms', 'zh'].map((lang) => list(`?lang=${lang}`)));
  const target = before[0]!.body.find((p) => p.name === 'Half Translated Ale')!;
  const res = await admin.put(`/api/admin/products/${target.id}`, {
    name: 'Half Translated Ale',
    category: 'beer',
    description: 'New English words',
    translations: { zh: { name: '半译艾尔' } },
  });
  expect(res.status).toBe(200);
  const after = await Promise.all(['en', 'ms', 'zh'].map((lang) => list(`?lang=${lang}`)));
  for (const [i, answer] of after.entries()) {
    expect(answer.headers.get('etag')).not.toBe(before[i]!.headers.get('etag'));
    expect(answer.body.find((p) => p.id === target.id)!.description).toBe('New English words');
  }
  expect(after[1]!.body.find((p) => p.id === target.id)!.name).toBe('Ale Separuh Terjemah');
  expect(after[2]!.body.find((p) => p.id === target.id)!.name).toBe('半译艾尔');
});
