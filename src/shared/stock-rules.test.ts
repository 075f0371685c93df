import { expect, test } from 'vitest';
import { isSoldOut, shopperStock } from './stock-rules.ts';

test('a shopper sees a size as available, sold out, or with only a few left, never the full count', () => {
  expect(shopperStock(null)).toEqual({ available: true, left: null });
  expect(shopperStock(0)).toEqual({ available: false, left: null });
  expect(shopperStock(1)).toEqual({ available: true, left: 1 });
  expect(shopperStock(5)).toEqual({ available: true, left: 5 });
  expect(shopperStock(6)).toEqual({ available: true, left: null });
  expect(shopperStock(480)).toEqual({ available: true, left: null });
});

test('a product is sold out when every one of its sizes is', () => {
  expect(isSoldOut({ variants: [{ available: false }, { available: false }] })).toBe(true);
  expect(isSoldOut({ variants: [{ available: false }, { available: true }] })).toBe(false);
  expect(isSoldOut({ variants: [] })).toBe(false);
});
