import { expect, test } from 'vitest';
import { deepMerge, overEnglish, translate, translator } from './message-catalogue.ts';

const cart = {
  nav: { cartWithCount_one: 'Cart, {{count}} item', cartWithCount_other: 'Cart, {{count}} items' },
};

test('placeholders are filled from the values; an empty value leaves nothing, an absent one the placeholder', () => {
  const messages = { greet: { hello: 'Hello {{name}}, {{ count }} in cart{{note}}{{missing}}' } };
  expect(translate(messages, 'en', 'greet.hello', { name: 'Aisyah', count: 3, note: undefined })).toBe(
    'Hello Aisyah, 3 in cart{{missing}}',
  );
  expect(translate(messages, 'en', 'greet.hello', { name: null, count: 0, note: '!' })).toBe(
    'Hello , 0 in cart!{{missing}}',
  );
  expect(translate(messages, 'en', 'greet.hello')).toBe(
    'Hello {{name}}, {{ count }} in cart{{note}}{{missing}}',
  );
});

test('a value that looks like a placeholder is shown as it is, not filled again', () => {
  const messages = { v: { tooLong: 'At most {{max}} characters' } };
  expect(translate(messages, 'en', 'v.tooLong', { max: '{{max}}' })).toBe('At most {{max}} characters');
});

test('English picks the singular for one and the plural otherwise', () => {
  expect(translate(cart, 'en', 'nav.cartWithCount', { count: 1 })).toBe('Cart, 1 item');
  expect(translate(cart, 'en', 'nav.cartWithCount', { count: 0 })).toBe('Cart, 0 items');
  expect(translate(cart, 'en', 'nav.cartWithCount', { count: 12 })).toBe('Cart, 12 items');
});

test('Malay and Chinese have one form for every number', () => {
  const forms = { n_one: 'singular {{count}}', n_other: 'general {{count}}' };
  for (const language of ['ms', 'zh'] as const) {
    expect(translate(forms, language, 'n', { count: 1 })).toBe('general 1');
    expect(translate(forms, language, 'n', { count: 5 })).toBe('general 5');
  }
});

test('a count without plural forms reads the plain key; a zero form wins for 0 where there is one', () => {
  const messages = { plain: 'Qty {{count}}', box_zero: 'No boxes', box_other: '{{count}} boxes' };
  expect(translate(messages, 'en', 'plain', { count: 2 })).toBe('Qty 2');
  expect(translate(messages, 'en', 'box', { count: 0 })).toBe('No boxes');
  expect(translate(messages, 'en', 'box', { count: 2 })).toBe('2 boxes');
});

test('a missing key reads as the key, or as the fallback text when one is given', () => {
  const messages = { common: { close: 'Close' } };
  expect(translate(messages, 'en', 'common.nothingHere')).toBe('common.nothingHere');
  expect(translate(messages, 'en', 'common')).toBe('common');
  expect(translate(undefined, 'ms', 'status.brewing', 'brewing')).toBe('brewing');
  expect(translate(messages, 'en', 'common.close', 'fallback')).toBe('Close');
});

test('merged files keep both sides, the later one winning on the same key; t() reads the merged texts', () => {
  const merged = deepMerge(
    { shop: { title: 'Shop', empty: 'Nothing here' } },
    { shop: { title: 'Our beers' }, cart: cart.nav },
  );
  const t = translator(merged, 'en');
  expect(t('shop.title')).toBe('Our beers');
  expect(t('shop.empty')).toBe('Nothing here');
  expect(t('cart.cartWithCount', { count: 2 })).toBe('Cart, 2 items');
});

test('texts bundled in every language read in English where a language lacks one', () => {
  const tables = overEnglish({
    en: { mail: { hello: 'Hello', bye: 'Goodbye' } },
    ms: { mail: { hello: 'Selamat datang' } },
  });
  expect(translate(tables.ms, 'ms', 'mail.hello')).toBe('Selamat datang');
  expect(translate(tables.ms, 'ms', 'mail.bye')).toBe('Goodbye');
  expect(tables.en).toEqual({ mail: { hello: 'Hello', bye: 'Goodbye' } });
});
