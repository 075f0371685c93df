import { expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { activeVariantCount, filterProducts, NO_FILTER, priceRange } from './product-filters.ts';

const variant = (price: string, isActive = true) => ({
  id: price,
  productId: 'p',
  size: price,
  price,
  isActive,
  createdAt: '2026-01-01T00:00:00Z',
  available: true,
  left: null,
});
const product = (name: string, overrides: Partial<Product> = {}) =>
  ({
    name,
    category: 'beer',
    isActive: true,
    style: null,
    description: null,
    variants: [],
    ...overrides,
  }) as Product;

const lager = product('Setapak Lager', { style: 'Helles', variants: [variant('12.00'), variant('520.00')] });
const lihing = product('Lihing Klasik', {
  category: 'rice-wine',
  isActive: false,
  variants: [variant('45.00')],
});

test('search matches name or style in any case; category and status narrow the list', () => {
  expect(filterProducts([lager, lihing], { ...NO_FILTER, search: 'HELLES' })).toEqual([lager]);
  expect(filterProducts([lager, lihing], { ...NO_FILTER, category: 'rice-wine' })).toEqual([lihing]);
  expect(filterProducts([lager, lihing], { ...NO_FILTER, status: 'active' })).toEqual([lager]);
  expect(filterProducts([lager, lihing], NO_FILTER)).toEqual([lager, lihing]);
});

test('the price range covers the sizes on sale, and active variants are counted', () => {
  expect(priceRange(lager)).toBe('RM 12.00 – RM 520.00');
  expect(priceRange(product('One', { variants: [variant('9.90'), variant('30.00', false)] }))).toBe(
    'RM 9.90',
  );
  expect(priceRange(product('None'))).toBeNull();
  expect(activeVariantCount(product('Two', { variants: [variant('1.00'), variant('2.00', false)] }))).toBe(1);
});
