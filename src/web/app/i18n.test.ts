import { expect, test, vi } from 'vitest';
import { deepMerge } from '../../shared/message-catalogue.ts';
import { groupOfLocaleFile, storefrontLocales, textGroupsFor } from './i18n.ts';
import { signedInLocales } from './signed-in-texts.ts';
import { textChunkName } from './text-groups.ts';

/**
 * The texts as a page that has just started holds them. Test files share a worker's modules, and one
 * that rendered a page earlier has loaded every text into the shared catalogue, so this reads fresh ones.
 */
async function freshTexts() {
  vi.resetModules();
  return { ...(await import('../lib/texts/translation.ts')), ...(await import('./i18n.ts')) };
}

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

test('a page loads the shell texts and its screen its own; account and staff screens add theirs', () => {
  expect(groupOfLocaleFile('../features/admin-orders/locales/ms.json')).toBe('admin');
  expect(groupOfLocaleFile('../features/admin/locales/en.json')).toBe('admin');
  expect(groupOfLocaleFile('../../shared/locales/zh.json')).toBe('admin');
  expect(groupOfLocaleFile('../features/password-reset/locales/zh.json')).toBe('account');
  expect(groupOfLocaleFile('../features/customer/locales/en.json')).toBe('account');
  expect(groupOfLocaleFile('../features/checkout/locales/en.json')).toBe('checkout');
  expect(groupOfLocaleFile('../features/custom-beer/locales/en.json')).toBe('custom-beer');
  expect(groupOfLocaleFile('../locales/en.json')).toBe('shell');
  expect(groupOfLocaleFile('../components/locales/en.json')).toBe('shell');
  expect(groupOfLocaleFile('../../shared/page-heads/locales/ms.json')).toBe('shell');
  // The delivery rules' words: the header, cart, home, contact and checkout all show them.
  expect(groupOfLocaleFile('../../shared/delivery/locales/ms.json')).toBe('shell');
  for (const path of ['/', '/shop', '/product/abc', '/contact', '/administrators', '/customers-say'])
    expect(textGroupsFor(path)).toEqual(['shell']);
  expect(textGroupsFor('/customer/dashboard')).toEqual(['shell', 'account']);
  expect(textGroupsFor('/admin')).toEqual(['shell', 'account', 'admin']);
  expect(textGroupsFor('/admin/login')).toEqual(['shell', 'account', 'admin']);
});

test('a page starts with the shell texts; screen and staff texts arrive when asked, and a switch brings all', async () => {
  const { ensureLanguage, ensureTexts, hasTexts, initI18n, i18n, showLanguage, t, withTexts } =
    await freshTexts();
  await initI18n('en', ['shell']);
  expect(hasTexts('en', ['shell'])).toBe(true);
  expect(t('common.close')).toBe('Close');
  expect(t('pageHeads.about.title')).toBe('Our Story');
  expect(t('shop.title')).toBe('shop.title');
  expect(t('admin.login.title')).toBe('admin.login.title');

  const screen = await withTexts('shop', async () => 'the shop screen');
  expect(screen).toBe('the shop screen');
  expect(t('shop.title')).toBe('All Products');

  let changes = 0;
  const count = () => changes++;
  i18n.store.on('added', count);
  await ensureTexts('en', ['admin']);
  i18n.store.off('added', count);
  expect(changes).toBe(1);
  expect(t('admin.login.title')).toBe('Staff Sign In');

  await ensureLanguage('zh');
  expect(hasTexts('zh', ['shell', 'shop', 'admin'])).toBe(true);
  showLanguage('zh');
  expect(t('common.close')).toBe('关闭');
  expect(t('admin.login.title')).toBe('员工登录');
  showLanguage('en');
});

test('each part of the texts in each language is built as one chunk; the gates keep theirs in their own code', () => {
  expect(textChunkName('/app/src/web/features/shop/locales/ms.json')).toBe('texts-shop-ms');
  expect(textChunkName('/app/src/web/locales/zh.json')).toBe('texts-shell-zh');
  expect(textChunkName('/app/src/web/components/locales/zh.json')).toBe('texts-shell-zh');
  expect(textChunkName('C:\\app\\src\\web\\features\\admin-orders\\locales\\en.json')).toBe('texts-admin-en');
  expect(textChunkName('/app/src/web/features/customer/locales/en.json')).toBe('texts-account-en');
  expect(textChunkName('/app/src/shared/gates/locales/en.json')).toBeNull();
  expect(textChunkName('/app/src/web/features/shop/shop-page.tsx')).toBeNull();
});

test("every locale file is listed once: the signed-in screens' parts apart from the storefront's", () => {
  const all = Object.keys(
    import.meta.glob([
      '../**/locales/*.json',
      '../../shared/locales/*.json',
      '../../shared/page-heads/locales/*.json',
      '../../shared/delivery/locales/*.json',
    ]),
  );
  const storefront = Object.keys(storefrontLocales);
  const signedIn = Object.keys(signedInLocales);
  expect([...storefront, ...signedIn].sort()).toEqual(all.sort());
  expect(new Set(signedIn.map(groupOfLocaleFile))).toEqual(new Set(['account', 'admin']));
  expect(storefront.filter((path) => ['account', 'admin'].includes(groupOfLocaleFile(path)))).toEqual([]);
  expect(storefront).toContain('../features/shop/locales/ms.json');
  expect(signedIn).toContain('../features/admin-orders/locales/zh.json');
});
