import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import en from '../../locales/en.json';
import ms from '../../locales/ms.json';
import zh from '../../locales/zh.json';
import type { Language } from '../../../shared/config.ts';
import { translate, type TextValues } from '../../../shared/message-catalogue.ts';
import { addMessages, i18n, showLanguage, shownLanguage, t, translatorIn } from './translation.ts';
import { useTranslation } from './use-translation.ts';

test('the cart button counts its items in each language', () => {
  const count = (language: 'en' | 'ms' | 'zh', messages: object, n: number) => {
    addMessages(language, messages as Record<string, unknown>);
    return translatorIn(language)('nav.cartWithCount', { count: n });
  };
  expect(count('en', en, 1)).toBe('Cart, 1 item');
  expect(count('en', en, 12)).toBe('Cart, 12 items');
  expect(count('ms', ms, 1)).toBe('Troli, 1 item');
  expect(count('zh', zh, 3)).toBe('购物车，3 件商品');
});

test('switching language or adding texts tells the screens, and t() then reads the new texts', () => {
  addMessages('en', { demo: { title: 'Shop' } });
  addMessages('zh', { demo: { title: '商店' } });
  showLanguage('en');
  let changes = 0;
  const count = () => changes++;
  // What react-i18next's useTranslation listens to (translation.ts, `react` options).
  i18n.on('languageChanged', count);
  i18n.store.on('added', count);
  expect(t('demo.title')).toBe('Shop');
  showLanguage('zh');
  expect(t('demo.title')).toBe('商店');
  showLanguage('zh');
  addMessages('zh', { demo: { subtitle: '啤酒' } });
  expect(t('demo.title')).toBe('商店');
  expect(t('demo.subtitle')).toBe('啤酒');
  expect(changes).toBe(2);
  i18n.off('languageChanged', count);
  i18n.store.off('added', count);
  showLanguage('en');
  expect(changes).toBe(2);
});

function Title() {
  const { t: translateHere, i18n } = useTranslation();
  return createElement('h1', { lang: i18n.language }, translateHere('demo.title'));
}

test('a screen renders the texts of the language shown', () => {
  addMessages('ms', { demo: { title: 'Kedai' } });
  showLanguage('ms');
  expect(renderToString(createElement(Title))).toBe('<h1 lang="ms">Kedai</h1>');
  showLanguage('en');
  expect(renderToString(createElement(Title))).toBe('<h1 lang="en">Shop</h1>');
  expect(shownLanguage()).toBe('en');
});

test('i18next reads a text as the mails and the element do (src/shared/message-catalogue.ts)', () => {
  const texts = {
    parity: {
      bottles_zero: 'No bottles',
      bottles_one: '{{count}} bottle of {{beer}}',
      bottles_other: '{{count}} bottles of {{beer}}',
      botol_other: '{{count}} botol',
      greeting: 'Hello {{ name }}, {{missing}} stays',
      spaced: 'Ready',
    },
  };
  const cases: [Language, string, TextValues | string | undefined][] = [
    ['en', 'parity.bottles', { count: 0, beer: 'stout' }],
    ['en', 'parity.bottles', { count: 1, beer: 'stout' }],
    ['en', 'parity.bottles', { count: 7, beer: 'stout' }],
    ['ms', 'parity.botol', { count: 1 }],
    ['en', 'parity.greeting', { name: 'Siti' }],
    ['en', 'parity.greeting', { name: undefined, missing: null }],
    ['en', 'parity.spaced', undefined],
    ['en', 'parity.unknown', 'Shown instead'],
    ['en', 'parity.unknown', undefined],
  ];
  for (const language of ['en', 'ms'] as const) addMessages(language, texts);
  for (const [language, key, values] of cases) {
    expect(translatorIn(language)(key, values), `${language} ${key}`).toBe(
      translate(texts, language, key, values),
    );
  }
});
