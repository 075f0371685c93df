import { expect, test } from 'vitest';
import {
  addCartItem,
  cartReducer,
  cartTotalAmount,
  cartTotalItems,
  removeCartItem,
  updateCartQuantity,
  type NewCartItem,
} from './cart-context.tsx';
import { parseStoredCart } from './cart-storage.ts';

const lager: NewCartItem = {
  productId: 'p1',
  variantId: 'v1',
  name: 'Lager',
  size: '500ML Can',
  price: 18.5,
  imageUrl: null,
};
const keg: NewCartItem = {
  productId: 'p1',
  variantId: 'v2',
  name: 'Lager',
  size: '20L Keg',
  price: 520,
  imageUrl: null,
};

test('a new product and variant starts a line at quantity 1', () => {
  const items = addCartItem([], lager, 1000);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ ...lager, quantity: 1, id: 'p1-v1-1000' });
});

test('adding the same product and variant again adds exactly 1', () => {
  const items = addCartItem(addCartItem(addCartItem([], lager), lager), lager);
  expect(items).toHaveLength(1);
  expect(items[0]?.quantity).toBe(3);
});

test('another variant of the same product is its own line', () => {
  expect(addCartItem(addCartItem([], lager), keg)).toHaveLength(2);
});

test('extra fields passed when adding are kept', () => {
  const items = addCartItem([], { ...lager, category: 'beer' });
  expect(items[0]?.category).toBe('beer');
});

test('setting a quantity of 0 or less removes the line', () => {
  const items = addCartItem([], lager);
  const id = items[0]?.id ?? '';
  expect(updateCartQuantity(items, id, 0)).toEqual([]);
  expect(updateCartQuantity(items, id, -2)).toEqual([]);
  expect(updateCartQuantity(items, id, 4)[0]?.quantity).toBe(4);
});

test('remove and clear empty the cart', () => {
  const items = addCartItem(addCartItem([], lager), keg);
  expect(removeCartItem(items, items[0]?.id ?? '')).toHaveLength(1);
  expect(cartReducer(items, { type: 'clear' })).toEqual([]);
});

test('totals count quantities and sum price times quantity without float drift', () => {
  let items = addCartItem([], { ...lager, price: 0.1 });
  items = addCartItem(items, { ...lager, price: 0.1 });
  items = addCartItem(items, { ...keg, price: 0.2 });
  expect(cartTotalItems(items)).toBe(3);
  expect(cartTotalAmount(items)).toBe(0.4);
});

test('a corrupt or foreign stored cart loads as empty', () => {
  expect(parseStoredCart(null)).toEqual([]);
  expect(parseStoredCart('{not json')).toEqual([]);
  expect(parseStoredCart('{"items":[]}')).toEqual([]);
  expect(parseStoredCart('[{"id":"x","name":"Lager"}]')).toEqual([]);
  const line = addCartItem([], lager, 1)[0]!;
  for (const bad of [
    { quantity: 0 },
    { quantity: 1.5 },
    { price: -1 },
    { price: '14.00' },
    { imageUrl: 3 },
  ]) {
    expect(parseStoredCart(JSON.stringify([{ ...line, ...bad }])), JSON.stringify(bad)).toEqual([]);
  }
});

test('a valid stored cart loads with its lines', () => {
  const items = addCartItem([], lager, 5);
  expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
});

test('lines added before the stored cart is restored are merged into it', () => {
  const stored = addCartItem([], lager, 1);
  const early = addCartItem(addCartItem([], lager, 2), keg, 3);
  const merged = cartReducer(early, { type: 'hydrate', items: stored });
  expect(merged.map((i) => [i.variantId, i.quantity])).toEqual([
    ['v1', 2],
    ['v2', 1],
  ]);
});
