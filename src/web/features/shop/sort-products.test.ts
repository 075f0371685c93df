import { expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { parseSort, sortProducts } from './sort-products.ts';

const product = (name: string, price: string | null, abv: string | null, isTopSeller = false): Product => ({
  id: name,
  name,
  description: null,
  category: 'beer',
  abv,
  ibu: null,
  style: null,
  color: null,
  tastingNotes: null,
  brewingStory: null,
  imageUrl: null,
  isTopSeller,
  isActive: true,
  releaseAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  variants: price
    ? [
        {
          id: `${name}-v`,
          productId: name,
          size: '330ML Can',
          price,
          isActive: true,
          createdAt: '',
          available: true,
          left: null,
        },
      ]
    : [],
  images: [],
  imageUrls: [],
});

const list = [
  product('stout', '28.00', '7.20', true),
  product('Amber', '9.50', '5.00'),
  product('lager', '100.00', null, true),
  product('Wit', null, '4.80'),
];
const names = (order: Parameters<typeof sortProducts>[1]) => sortProducts(list, order).map((p) => p.name);

test('name A-Z ignores letter case', () => {
  expect(names('name')).toEqual(['Amber', 'lager', 'stout', 'Wit']);
});

test('most popular puts top sellers first, then by name', () => {
  expect(names('popular')).toEqual(['lager', 'stout', 'Amber', 'Wit']);
});

test('prices compare as money, not as text, and a product without a size goes last', () => {
  expect(names('price-asc')).toEqual(['Amber', 'stout', 'lager', 'Wit']);
  expect(names('price-desc')).toEqual(['lager', 'stout', 'Amber', 'Wit']);
});

test('ABV high to low puts products without an ABV last', () => {
  expect(names('abv-desc')).toEqual(['stout', 'Amber', 'Wit', 'lager']);
});

test('an unknown sort in the address means name A-Z', () => {
  expect(parseSort('cheapest')).toBe('name');
  expect(parseSort(null)).toBe('name');
  expect(parseSort('abv-desc')).toBe('abv-desc');
});

test('a product whose every size is sold out comes after the others, whatever the order', () => {
  const soldOut = (p: ReturnType<typeof product>) => ({
    ...p,
    variants: p.variants.map((v) => ({ ...v, available: false })),
  });
  const withSoldOut = list.map((p) => (p.name === 'Amber' ? soldOut(p) : p));
  const order = (o: Parameters<typeof sortProducts>[1]) => sortProducts(withSoldOut, o).map((p) => p.name);
  expect(order('name')).toEqual(['lager', 'stout', 'Wit', 'Amber']);
  expect(order('price-asc')).toEqual(['stout', 'lager', 'Wit', 'Amber']);
  expect(order('popular')).toEqual(['lager', 'stout', 'Wit', 'Amber']);
});
