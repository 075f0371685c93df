import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import en from '../../locales/en.json';
import ms from '../../locales/ms.json';
import zh from '../../locales/zh.json';
import {
  addMessages,
  catalogueState,
  setCatalogueLanguage,
  subscribeToCatalogue,
  t,
  translatorFor,
} from './translation.ts';
import { useTranslation } from './use-translation.ts';

test('the cart button counts its items in each language', () => {
  const count = (language: 'en' | 'ms' | 'zh', messages: object, n: number) =>
    translatorFor({ language, messages: { [language]: messages } })('nav.cartWithCount', { count: n });
  expect(count('en', en, 1)).toBe('Cart, 1 item');
  expect(count('en', en, 12)).toBe('Cart, 12 items');
  expect(count('ms', ms, 1)).toBe('Troli, 1 item');
  expect(count('zh', zh, 3)).toBe('购物车，3 件商品');
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
