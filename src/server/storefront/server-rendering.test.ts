// Pages arrive rendered by the web app on the server (src/web/entry-server.tsx), in the asked language,
// with the catalogue they show, each request's page holding only its own language and session.
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LANGUAGE_COOKIE } from '../../shared/config.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { firstReadsOf } from '../test-support/first-reads.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const EVIL_NAME = '</script><script>alert(1)</script>';
const entry = path.resolve(import.meta.dirname, '../../web/entry-server.tsx');
let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await startTestApp({
    distFiles: {
      'web/index.html':
        '<!doctype html><html lang="en"><head><!--taproom-head--><!--taproom-config--></head><body><div id="root"></div></body></html>',
      // The server's build of the app, here straight from its source.
      'server/entry-server.js': `export * from ${JSON.stringify(entry)};`,
    },
  });
  const admin = await signInAdmin(t);
  const created = await admin.post<{ id: string }>('/api/admin/products', {
    name: EVIL_NAME,
    category: 'beer',
    description: 'A stout <b>not</b> bold',
    isActive: true,
    translations: { ms: { name: 'Stout Malam', description: 'Stout yang gelap' } },
  });
  productId = created.body.id;
  await admin.post(`/api/admin/products/${productId}/variants`, {
    size: '330ML Bottle',
    price: 18.5,
    isActive: true,
  });
  // More products than the shop shows at first, so the first HTML must carry the ones behind "Load More".
  for (let batch = 1; batch <= 13; batch += 1) {
    const more = await admin.post<{ id: string }>('/api/admin/products', {
      name: `Batch ${batch} Pale Ale`,
      category: 'beer',
      description: 'A pale ale',
      isActive: true,
    });
    await admin.post(`/api/admin/products/${more.body.id}/variants`, {
      size: '330ML Bottle',
      price: 20 + batch,
      isActive: true,
    });
  }
}, 120_000);
afterAll(() => t.close());

const rootOf = (html: string): string => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

test('the shop arrives with every active product named and priced, in the asked language', async () => {
  const products = (await t.client().get<{ name: string }[]>('/api/products?lang=ms')).body;
  const res = await t.client().get('/shop?lang=ms');
  expect(res.status).toBe(200);
  const root = rootOf(res.text);
  expect(root).toContain('Semua Produk');
  expect(root).toContain('Stout Malam');
  for (const product of products) {
    expect(root, product.name).toContain(product.name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
  }
  expect(root).toContain('RM 18.50');
  expect(products.length).toBeGreaterThan(12);
  for (let batch = 1; batch <= 13; batch += 1) expect(root).toContain(`RM ${20 + batch}.00`);
});

test('an address with a doubled slash is drawn as the browser draws it there: not found, not the home page', async () => {
  // Whole, since a relative `//shop` would name a host.
  const res = await fetch(`${t.baseUrl}//shop`);
  expect(res.status).toBe(404);
  expect(rootOf(await res.text())).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
});

test("a product page holds its name, description, sizes and prices in the page's language", async () => {
  const malay = rootOf((await t.client().get(`/product/${productId}?lang=ms`)).text);
  expect(malay).toContain('Stout Malam');
  expect(malay).toContain('Stout yang gelap');
  expect(malay).toContain('330ML Bottle');
  expect(malay).toContain('RM 18.50');
  const english = (await t.client().get(`/product/${productId}`)).text;
  // A name holding markup stays text: escaped in the page and in the data the browser hydrates from.
  expect(rootOf(english)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(rootOf(english)).toContain('A stout &lt;b&gt;not&lt;/b&gt; bold');
  expect(english).not.toContain('<script>alert(1)');
  expect(firstReadsOf(english).product('en', productId)?.name).toBe(EVIL_NAME);
});

test('the privacy notice and the terms arrive with their text, in the asked language', async () => {
  const privacy = {
    en: 'We do not use cookies for advertising.',
    ms: 'Kami tidak menggunakan kuki untuk pengiklanan.',
    zh: '我们不使用广告 Cookie。',
  };
  for (const [language, sentence] of Object.entries(privacy)) {
    const res = await t.client().get(`/privacy?lang=${language}`);
    expect(res.status).toBe(200);
    expect(rootOf(res.text), language).toContain(sentence);
  }
  // The terms state the delivery rules in the shop's own words (src/shared/delivery).
  const terms = rootOf((await t.client().get('/terms?lang=ms')).text);
  expect(terms).toContain('<h2');
  expect(terms).not.toContain('{{deliveryRules}}');
  expect(terms).toContain('RM 150.00');
});

test('the language comes from ?lang=, else from the cookie the app keeps beside local storage', async () => {
  const browser = t.client();
  browser.cookies.set(LANGUAGE_COOKIE, 'zh');
  const chinese = await browser.get('/about');
  expect(chinese.text).toContain('<html lang="zh"');
  expect(rootOf(chinese.text)).toContain('联系我们');
  const asked = await browser.get('/about?lang=ms');
  expect(rootOf(asked.text)).toContain('Hubungi Kami');
  browser.cookies.set(LANGUAGE_COOKIE, '<b>');
  const unknown = await browser.get('/about?lang=xx');
  expect(unknown.status).toBe(200);
  expect(unknown.text).toContain('<html lang="en"');
});

test('pages rendered at once each hold only their own language and session', async () => {
  const signedIn = await signInAdmin(t);
  const pages = await Promise.all([
    t.client().get('/shop?lang=ms'),
    signedIn.get('/shop?lang=zh'),
    t.client().get('/shop?lang=en'),
    signedIn.get('/shop?lang=ms'),
  ]);
  const [malay, chinese, english, signedMalay] = pages.map((res) => res.text);
  expect(rootOf(malay!)).toContain('Semua Produk');
  expect(rootOf(malay!)).not.toContain('全部产品');
  expect(rootOf(chinese!)).toContain('全部产品');
  expect(rootOf(english!)).toContain('All Products');
  expect(rootOf(english!)).not.toContain('Semua Produk');
  expect(pages.map((res) => firstReadsOf(res.text).signedOut)).toEqual([true, false, true, false]);
  // Each page carries the catalogue in its own language only.
  const languages = ['ms', 'zh', 'en', 'ms'] as const;
  pages.forEach((res, index) => {
    const reads = firstReadsOf(res.text);
    expect(reads.products(languages[index]!)?.length).toBeGreaterThan(12);
    expect(reads.state.queries.filter((query) => query.queryKey[0] === '/api/products')).toHaveLength(1);
  });
  expect(rootOf(signedMalay!)).toContain('Semua Produk');
});

test('a product page for a product the shop does not have says so from its first HTML', async () => {
  for (const [language, title] of [
    ['en', 'Product Not Found'],
    ['zh', '未找到产品'],
  ] as const) {
    const id = `gone-${'x'.repeat(600)}`;
    const res = await t.client().get(`/product/${id}?lang=${language}`);
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain(title);
    expect(rootOf(res.text)).not.toContain('animate-pulse');
    // The browser starts from the same answer, so it draws the same and asks the API nothing.
    expect(
      firstReadsOf(res.text).state.queries.map((query) => [query.queryKey, query.state.data]),
    ).toContainEqual([['/api/products', language, id], null]);
  }
  // The id asked for goes into the page's first reads as text.
  const evil = await t.client().get(`/product/${encodeURIComponent(EVIL_NAME)}`);
  expect(evil.status).toBe(404);
  expect(evil.text).not.toContain('<script>alert');
  expect(firstReadsOf(evil.text).state.queries.map((query) => query.queryKey)).toContainEqual([
    '/api/products',
    'en',
    EVIL_NAME,
  ]);
});

test('bad input renders with 200 or 404, never a 500, and never as markup', async () => {
  const answers = await Promise.all(
    [
      '/product/does-not-exist',
      '/product/%3Cscript%3E',
      `/shop?category=${'x'.repeat(4000)}&sort=%3C%2Fscript%3E`,
      '/shop?lang=%00',
      '/no-such-page?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ].map(async (address) => {
      const res = await t.client().get(address);
      expect(res.text).not.toContain('<script>alert');
      return `${address.slice(0, 40)} → ${res.status}`;
    }),
  );
  expect(answers.map((answer) => answer.replace(/.* → /, ''))).toEqual(['404', '404', '200', '200', '404']);
  const notFound = await t.client().get('/no-such-page');
  expect(rootOf(notFound.text)).toContain('404');
});
