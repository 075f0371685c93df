import { expect, test } from 'vitest';
import { deepMerge, setCatalogueLanguage, subscribeToCatalogue, t } from '../lib/translation.ts';
import { ensureLanguage, ensureTexts, groupOfLocaleFile, hasTexts, initI18n, textGroupsFor } from './i18n.ts';
import { textChunkName } from './text-groups.ts';

test('feature texts merge into the shell texts without dropping siblings', () => {
  const merged = deepMerge(
    { nav: { home: 'Home' }, common: { close: 'Close' } },
    { nav: { shop: 'Shop' }, shop: { title: 'Shop' } },
  );
  expect(merged).toEqual({
    nav: { home: 'Home', shop: 'Shop' },
    common: { close: 'Close' },
    shop: { title: 'Shop' },
  });
});

test('the storefront loads only its own texts; account and staff screens add theirs', () => {
  expect(groupOfLocaleFile('../features/admin-orders/locales/ms.json')).toBe('admin');
  expect(groupOfLocaleFile('../features/admin/locales/en.json')).toBe('admin');
  expect(groupOfLocaleFile('../features/password-reset/locales/zh.json')).toBe('account');
  expect(groupOfLocaleFile('../features/customer/locales/en.json')).toBe('account');
  expect(groupOfLocaleFile('../features/checkout/locales/en.json')).toBe('store');
  expect(groupOfLocaleFile('../locales/en.json')).toBe('store');
  for (const path of ['/', '/shop', '/product/abc', '/contact', '/administrators', '/customers-say'])
    expect(textGroupsFor(path)).toEqual(['store']);
  expect(textGroupsFor('/customer/dashboard')).toEqual(['store', 'account']);
  expect(textGroupsFor('/admin')).toEqual(['store', 'account', 'admin']);
  expect(textGroupsFor('/admin/login')).toEqual(['store', 'account', 'admin']);
});

test('a page starts with the storefront texts; staff texts arrive when a staff screen asks, and a switch brings both', async () => {
  await initI18n('en', ['store']);
  expect(hasTexts('en', ['store'])).toBe(true);
  expect(t('common.close')).toBe('Close');
  expect(t('admin.login.title')).toBe('admin.login.title');

  let changes = 0;
  const unsubscribe = subscribeToCatalogue(() => changes++);
  await ensureTexts('en', ['admin']);
  unsubscribe();
  expect(changes).toBe(1);
  expect(t('admin.login.title')).toBe('Staff Sign In');

  await ensureLanguage('zh');
  expect(hasTexts('zh', ['store', 'admin'])).toBe(true);
  setCatalogueLanguage('zh');
  expect(t('common.close')).toBe('关闭');
  expect(t('admin.login.title')).toBe('员工登录');
  setCatalogueLanguage('en');
});

test('each part of the texts in each language is built as one chunk; the gates keep theirs in their own code', () => {
  expect(textChunkName('/app/src/web/features/shop/locales/ms.json')).toBe('texts-store-ms');
  expect(textChunkName('/app/src/web/locales/zh.json')).toBe('texts-store-zh');
  expect(textChunkName('C:\\app\\src\\web\\features\\admin-orders\\locales\\en.json')).toBe('texts-admin-en');
  expect(textChunkName('/app/src/web/features/customer/locales/en.json')).toBe('texts-account-en');
  expect(textChunkName('/app/src/web/features/gates/locales/en.json')).toBeNull();
  expect(textChunkName('/app/src/web/features/shop/shop-page.tsx')).toBeNull();
});
