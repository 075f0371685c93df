import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import zh from '../locales/zh.json';
import {
  addMessages,
  catalogueState,
  setCatalogueLanguage,
  subscribeToCatalogue,
  t,
  translate,
} from './translation.ts';
import { useTranslation } from './use-translation.ts';

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
  expect(translate(en, 'en', 'nav.cartWithCount', { count: 1 })).toBe('Cart, 1 item');
  expect(translate(en, 'en', 'nav.cartWithCount', { count: 0 })).toBe('Cart, 0 items');
  expect(translate(en, 'en', 'nav.cartWithCount', { count: 12 })).toBe('Cart, 12 items');
});

test('Malay and Chinese have one form for every number', () => {
  const forms = { n_one: 'singular {{count}}', n_other: 'general {{count}}' };
  for (const language of ['ms', 'zh'] as const) {
    expect(translate(forms, language, 'n', { count: 1 })).toBe('general 1');
    expect(translate(forms, language, 'n', { count: 5 })).toBe('general 5');
  }
  expect(translate(ms, 'ms', 'nav.cartWithCount', { count: 1 })).toBe('Troli, 1 item');
  expect(translate(zh, 'zh', 'nav.cartWithCount', { count: 3 })).toBe('购物车，3 件商品');
});

test('a count without plural forms reads the plain key; a zero form wins for 0 where there is one', () => {
  const messages = { plain: 'Qty {{count}}', box_zero: 'No boxes', box_other: '{{count}} boxes' };
  expect(translate(messages, 'en', 'plain', { count: 2 })).toBe('Qty 2');
  expect(translate(messages, 'en', 'box', { count: 0 })).toBe('No boxes');
  expect(translate(messages, 'en', 'box', { count: 2 })).toBe('2 boxes');
});

test('a missing key reads as the key, or as the fallback text when one is given', () => {
  expect(translate(en, 'en', 'common.nothingHere')).toBe('common.nothingHere');
  expect(translate(en, 'en', 'common')).toBe('common');
  expect(translate(undefined, 'ms', 'status.brewing', 'brewing')).toBe('brewing');
  expect(translate(en, 'en', 'common.close', 'fallback')).toBe('Close');
});

test('switching language or adding texts tells subscribers, and t() then reads the new texts', () => {
  addMessages('en', { demo: { title: 'Shop' } });
  addMessages('zh', { demo: { title: '商店' } });
  setCatalogueLanguage('en');
  let changes = 0;
  const unsubscribe = subscribeToCatalogue(() => changes++);
  expect(t('demo.title')).toBe('Shop');
  setCatalogueLanguage('zh');
  expect(t('demo.title')).toBe('商店');
  setCatalogueLanguage('zh');
  addMessages('zh', { demo: { subtitle: '啤酒' } });
  expect(t('demo.title')).toBe('商店');
  expect(t('demo.subtitle')).toBe('啤酒');
  expect(changes).toBe(2);
  unsubscribe();
  setCatalogueLanguage('en');
  expect(changes).toBe(2);
});

function Title() {
  const { t: translateHere, i18n } = useTranslation();
  return createElement('h1', { lang: i18n.language }, translateHere('demo.title'));
}

test('a screen renders the texts of the language shown', () => {
  addMessages('ms', { demo: { title: 'Kedai' } });
  setCatalogueLanguage('ms');
  expect(renderToString(createElement(Title))).toBe('<h1 lang="ms">Kedai</h1>');
  setCatalogueLanguage('en');
  expect(renderToString(createElement(Title))).toBe('<h1 lang="en">Shop</h1>');
  expect(catalogueState().language).toBe('en');
});
