// The prebuilt catalogue answers are checked against the catalogue's schema when the cache is built.
import { expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { languageSnapshot } from './catalog-cache.ts';

const product: Product = {
  id: '5b7c0d64-3f0e-4d0a-9a53-8f1f1c2b6a01',
  name: 'Setapak Lager',
  description: null,
  category: 'beer',
  abv: '4.80',
  ibu: 18,
  style: 'Lager',
  color: null,
  tastingNotes: null,
  brewingStory: null,
  imageUrl: null,
  isTopSeller: false,
  isActive: true,
  releaseAt: null,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  variants: [],
  images: [],
  imageUrls: [],
};

test('a product that does not fit the schema fails the build, naming the product and the field', () => {
  const broken = { ...product, abv: 4.8 } as unknown as Product;
  expect(() => languageSnapshot('en', [broken])).toThrow(
    `The en catalogue does not fit its schema: product ${product.id} field abv`,
  );
});

test('fields the schema does not name never reach the answer', () => {
  const leaky = { ...product, costPrice: '3.10' } as Product;
  const snapshot = languageSnapshot('ms', [leaky]);
  expect(JSON.parse(snapshot.json)).toEqual([product]);
  expect(snapshot.productJson.get(product.id)?.json).not.toContain('costPrice');
});
