// Staff save and read a product's Malay and Chinese texts (docs/decisions/010-product-translations.md).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { INVALID_CHARACTERS } from '../../../shared/schemas/text.ts';
import { productTranslations } from '../../db/schema.ts';
import { startCatalogueTest, validProduct as valid, type CatalogueTest } from './admin-test-fixture.ts';

let c: CatalogueTest;

beforeAll(async () => {
  c = await startCatalogueTest();
});
afterAll(() => c.t.close());

const malay = {
  name: 'IPA Hutan Berkabus',
  description: 'Berjus dan berkabus',
  style: 'IPA',
  color: 'Keemasan',
  tastingNotes: 'Mangga\nNanas',
  brewingStory: 'Dibancuh di Setapak.',
};
const readBack = async (id: string) =>
  (await c.admin.get<AdminProduct[]>('/api/admin/products')).body.find((p) => p.id === id)!;
const translationRows = async () => (await c.t.database.db.select().from(productTranslations)).length;

test('staff save Malay and Chinese texts and read every language back for editing', async () => {
  const res = await c.admin.post<AdminProduct>('/api/admin/products', {
    ...valid,
    translations: { ms: malay, zh: { name: '森林浑浊 IPA', description: '   ' } },
  });
  expect(res.status).toBe(201);
  expect(res.body.translations.ms).toEqual(malay);
  const product = await readBack(res.body.id);
  expect(product.name).toBe(valid.name);
  expect(product.translations.ms).toEqual(malay);
  // Blank means "not translated": stored as nothing, so the shop falls back to English.
  expect(product.translations.zh).toEqual({
    name: '森林浑浊 IPA',
    description: null,
    style: null,
    color: null,
    tastingNotes: null,
    brewingStory: null,
  });
});

test('a product without translations reads back with both languages empty', async () => {
  const id = await c.createProduct({ name: 'Plain Lager' });
  const { translations } = await readBack(id);
  expect(translations.ms?.name).toBeNull();
  expect(translations.zh?.brewingStory).toBeNull();
});

test('an edit replaces the languages it sends, keeps the others, and clearing a language removes it', async () => {
  const created = await c.admin.post<AdminProduct>('/api/admin/products', {
    ...valid,
    name: 'Edit Ale',
    translations: { ms: malay, zh: { name: '编辑艾尔' } },
  });
  const id = created.body.id;
  const edit = await c.admin.put<AdminProduct>(`/api/admin/products/${id}`, {
    ...valid,
    name: 'Edit Ale',
    translations: { ms: { name: 'Ale Suntingan' } },
  });
  expect(edit.status).toBe(200);
  let product = await readBack(id);
  expect(product.translations.ms).toMatchObject({ name: 'Ale Suntingan', description: null });
  expect(product.translations.zh?.name).toBe('编辑艾尔');

  // An edit without translations leaves them as they are.
  await c.admin.put(`/api/admin/products/${id}`, { ...valid, name: 'Edit Ale', style: 'Ale' });
  expect((await readBack(id)).translations.zh?.name).toBe('编辑艾尔');

  await c.admin.put(`/api/admin/products/${id}`, {
    ...valid,
    name: 'Edit Ale',
    translations: { zh: { name: '' } },
  });
  product = await readBack(id);
  expect(product.translations.zh?.name).toBeNull();
  expect(product.translations.ms?.name).toBe('Ale Suntingan');
});

const badTranslations: [string, unknown, string, string][] = [
  [
    'a Malay name with a control character',
    { ms: { name: 'Ale\u0007' } },
    'translations.ms.name',
    INVALID_CHARACTERS,
  ],
  [
    'a line break in a Chinese style',
    { zh: { style: 'IPA\n二行' } },
    'translations.zh.style',
    INVALID_CHARACTERS,
  ],
  [
    'an over-long Malay colour',
    { ms: { color: 'x'.repeat(101) } },
    'translations.ms.color',
    'Must be at most 100 characters',
  ],
  [
    'an over-long Chinese name',
    { zh: { name: '酒'.repeat(201) } },
    'translations.zh.name',
    'Must be at most 200 characters',
  ],
  [
    'an over-long Malay brewing story',
    { ms: { brewingStory: 'x'.repeat(5001) } },
    'translations.ms.brewingStory',
    'Must be at most 5000 characters',
  ],
  [
    'a broken character in tasting notes',
    { zh: { tastingNotes: 'a\uD800b' } },
    'translations.zh.tastingNotes',
    INVALID_CHARACTERS,
  ],
  [
    'a description that is not text',
    { ms: { description: 5 } },
    'translations.ms.description',
    'Must be text',
  ],
  [
    'a language the shop does not speak',
    { fr: { name: 'Bière' } },
    'translations',
    'Translations are given for ms and zh only',
  ],
  [
    'English among the translations',
    { en: { name: 'Ale' } },
    'translations',
    'Translations are given for ms and zh only',
  ],
  [
    'an unknown field',
    { ms: { price: 'RM 10' } },
    'translations.ms',
    'A translation has only name, description, style, color, tastingNotes and brewingStory',
  ],
  ['translations as text', 'Malay please', 'translations', 'Translations must be an object'],
];

for (const [what, translations, path, message] of badTranslations) {
  test(`saving ${what} gets 400 "${message}" and changes nothing`, async () => {
    const id = await c.createProduct({ name: `Steady ${what}`, translations: { ms: malay } });
    const before = await readBack(id);
    const rowsBefore = await translationRows();
    const productsBefore = await c.rows('products');

    const edit = await c.admin.put(`/api/admin/products/${id}`, { ...valid, name: 'Changed', translations });
    expect(edit.status).toBe(400);
    expect(edit.body.issues).toContainEqual({ path, message });
    const create = await c.admin.post('/api/admin/products', { ...valid, translations });
    expect(create.status).toBe(400);

    expect(await readBack(id)).toEqual(before);
    expect(await translationRows()).toBe(rowsBefore);
    expect(await c.rows('products')).toBe(productsBefore);
  });
}

test('translations are staff-only', async () => {
  const res = await c.t.client().post('/api/admin/products', { ...valid, translations: { ms: malay } });
  expect(res.status).toBe(401);
});
