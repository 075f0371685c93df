import { expect, test } from 'vitest';
import { listedPaths, matchSitePage } from './site-pages.ts';

test('an address finds its page, with a trailing slash or without, and its named parts decoded', () => {
  expect(matchSitePage('/')?.id).toBe('home');
  expect(matchSitePage('/shop/')?.id).toBe('shop');
  expect(matchSitePage('/admin')?.id).toBe('admin-dashboard');
  expect(matchSitePage('/admin/activity')?.id).toBe('admin-activity');
  expect(matchSitePage('/admin/login')?.id).toBe('admin-login');
  expect(matchSitePage('/product/a%20b')).toMatchObject({ id: 'product', params: { id: 'a b' } });
});

test('an address finds its page in any letter case and with any number of trailing slashes, as the browser router does', () => {
  expect(matchSitePage('/Shop')?.id).toBe('shop');
  expect(matchSitePage('/shop//')?.id).toBe('shop');
  expect(matchSitePage('/ABOUT/')?.id).toBe('about');
  expect(matchSitePage('//')?.id).toBe('home');
  // A named part keeps its own spelling.
  expect(matchSitePage('/Product/AbC')).toMatchObject({ id: 'product', params: { id: 'AbC' } });
  // A doubled slash inside the address is another address.
  expect(matchSitePage('//shop')).toBeNull();
});

test('an address outside the table, or with a broken or empty named part, finds no page', () => {
  for (const path of [
    '/shop/extra',
    '/product',
    '/product/',
    '/product/a/b',
    '/product/%E0%A4%A',
    '/admin/x',
  ]) {
    expect(`${path}: ${matchSitePage(path)?.id}`).toBe(`${path}: undefined`);
  }
});

test('the listed addresses are the storefront pages with a head and the shop categories', () => {
  expect(listedPaths()).toEqual([
    '/',
    '/shop',
    '/shop?category=beer',
    '/shop?category=rice-wine',
    '/about',
    '/contact',
    '/custom-beer',
    '/privacy',
    '/terms',
  ]);
});
