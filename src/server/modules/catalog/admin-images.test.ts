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

test('the first image becomes the main image, and alt text defaults to "Product image {n}"', async () => {
  const id = await createProduct();
  const first = await admin.post(`/api/admin/products/${id}/images`, {
    imageUrl: image(1),
    altText: '',
    displayOrder: 0,
  });
  expect(first.status).toBe(201);
  expect(first.body.altText).toBe('Product image 1');
  await admin.post(`/api/admin/products/${id}/images`, {
    imageUrl: image(2),
    altText: 'Pour',
    displayOrder: 1,
  });
  const images = (await admin.get(`/api/admin/products/${id}/images`)).body as {
    imageUrl: string;
    altText: string;
  }[];
  expect(images.map((i) => [i.imageUrl, i.altText])).toEqual([
    [image(1), 'Product image 1'],
    [image(2), 'Pour'],
  ]);
  const product = ((await admin.get('/api/admin/products')).body as { id: string; imageUrl: string }[]).find(
    (p) => p.id === id,
  );
  expect(product?.imageUrl).toBe(image(1));
});

const badImages: [string, Record<string, unknown>, string, string][] = [
  ['no image URL', { imageUrl: undefined }, 'imageUrl', 'Image URL is required'],
  [
    'an image from another site',
    { imageUrl: 'https://evil.example/x.png' },
    'imageUrl',
    'Image URL must be an uploaded image (/objects/uploads/...)',
  ],
  ['a negative display order', { displayOrder: -1 }, 'displayOrder', 'Display order must be 0 or more'],
  [
    'a fractional display order',
    { displayOrder: 1.5 },
    'displayOrder',
    'Display order must be a whole number',
  ],
  ['an over-long alt text', { altText: 'a'.repeat(301) }, 'altText', 'Must be at most 300 characters'],
];

for (const [what, change, path, message] of badImages) {
  test(`an image with ${what} gets 400 "${message}" and writes nothing`, async () => {
    const id = await createProduct();
    const before = await rows('productImages');
    const res = await admin.post(`/api/admin/products/${id}/images`, {
      imageUrl: image(9),
      altText: '',
      displayOrder: 0,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await rows('productImages')).toBe(before);
  });
}

async function productWithImages(n: number): Promise<{ id: string; imageIds: string[] }> {
  const id = await createProduct();
  const imageIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await admin.post(`/api/admin/products/${id}/images`, {
      imageUrl: image(i + 1),
      altText: '',
      displayOrder: i,
    });
    imageIds.push(res.body.id);
  }
  return { id, imageIds };
}

test('reordering swaps positions despite the unique order per product, and the new first image is the main image', async () => {
  const { id, imageIds } = await productWithImages(3);
  const [a, b, c] = imageIds as [string, string, string];
  const res = await admin.put(`/api/admin/products/${id}/images/reorder`, {
    imageOrders: [
      { id: c, order: 0 },
      { id: a, order: 1 },
      { id: b, order: 2 },
    ],
  });
  expect(res.status).toBe(200);
  expect((res.body as { id: string }[]).map((i) => i.id)).toEqual([c, a, b]);
  const shop = (await t.client().get(`/api/products/${id}`)).body as {
    imageUrl: string;
    imageUrls: string[];
  };
  expect(shop.imageUrl).toBe(image(3));
  expect(shop.imageUrls).toEqual([image(3), image(1), image(2)]);
});

test('a reorder that leaves out an image, names a stranger or repeats an order changes nothing', async () => {
  const { id, imageIds } = await productWithImages(2);
  const [a, b] = imageIds as [string, string];
  const attempts = [
    [{ id: b, order: 0 }],
    [
      { id: b, order: 0 },
      { id: crypto.randomUUID(), order: 1 },
    ],
    [
      { id: b, order: 0 },
      { id: a, order: 0 },
    ],
    [
      { id: b, order: -1 },
      { id: a, order: 0 },
    ],
  ];
  for (const imageOrders of attempts) {
    expect((await admin.put(`/api/admin/products/${id}/images/reorder`, { imageOrders })).status).toBe(400);
  }
  const images = (await admin.get(`/api/admin/products/${id}/images`)).body as {
    id: string;
    displayOrder: number;
  }[];
  expect(images.map((i) => [i.id, i.displayOrder])).toEqual([
    [a, 0],
    [b, 1],
  ]);
});

test('deleting the main image promotes the next one and frees the order for the next upload', async () => {
  const { id, imageIds } = await productWithImages(3);
  expect((await admin.delete(`/api/admin/products/${id}/images/${imageIds[0]}`)).status).toBe(200);
  const images = (await admin.get(`/api/admin/products/${id}/images`)).body as {
    displayOrder: number;
    imageUrl: string;
  }[];
  expect(images.map((i) => [i.imageUrl, i.displayOrder])).toEqual([
    [image(2), 0],
    [image(3), 1],
  ]);
  // The client numbers new uploads "existing count + index" (docs/rules/catalogue.md).
  expect(
    (
      await admin.post(`/api/admin/products/${id}/images`, {
        imageUrl: image(4),
        altText: '',
        displayOrder: 2,
      })
    ).status,
  ).toBe(201);
  const product = ((await admin.get('/api/admin/products')).body as { id: string; imageUrl: string }[]).find(
    (p) => p.id === id,
  );
  expect(product?.imageUrl).toBe(image(2));
  expect((await admin.delete(`/api/admin/products/${id}/images/${imageIds[0]}`)).status).toBe(404);
});

test('setting the main image directly takes only our own image paths', async () => {
  const id = await createProduct();
  expect((await admin.put(`/api/admin/products/${id}/image`, { imageURL: image(7) })).body.imageUrl).toBe(
    image(7),
  );
  expect(
    (await admin.put(`/api/admin/products/${id}/image`, { imageURL: 'https://evil.example/a.png' })).status,
  ).toBe(400);
  // The edit form leaves imageUrl out: the main image stays.
  expect(
    (await admin.put(`/api/admin/products/${id}`, { ...valid, name: 'Kept picture' })).body.imageUrl,
  ).toBe(image(7));
});
