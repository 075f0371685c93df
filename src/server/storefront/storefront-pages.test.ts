import { afterAll, beforeAll, expect, test } from 'vitest';
import { sitePages } from '../../shared/site-pages.ts';
import { signInAdmin } from '../test-support/admin-session.ts';
import { firstReadsOf } from '../test-support/first-reads.ts';
import { startTestApp, type TestApp, type TestClient } from '../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;
let productId: string;
const EVIL_NAME = 'Stout </script><script>alert(1)</script> "quoted" & \'single\'';
const template =
  '<!doctype html><html lang="en"><head><!--taproom-head--><!--taproom-config--></head><body><div id="root"></div></body></html>';

// The build's list of screen scripts (src/shared/first-screen.ts), for pages' first-screen hints.
const textsIn = (part: string) =>
  Object.fromEntries(['en', 'ms', 'zh'].map((l) => [`texts-${part}-${l}`, [`/assets/${part}-${l}.js`]]));
const screenChunks = {
  app: ['/assets/app.js', '/assets/framework.js'],
  screens: {
    'src/web/features/home/home-page.tsx': ['/assets/home.js', '/assets/cards.js'],
    'src/web/features/product/product-page.tsx': ['/assets/product.js', '/assets/cards.js'],
    'src/web/features/about/about-page.tsx': ['/assets/about.js'],
  },
  texts: { ...textsIn('shell'), ...textsIn('home'), ...textsIn('product'), ...textsIn('about') },
};

beforeAll(async () => {
  t = await startTestApp({
    env: { PUBLIC_URL: 'https://shop.taproom.test' },
    distFiles: { 'web/index.html': template, 'screen-chunks.json': JSON.stringify(screenChunks) },
  });
  admin = await signInAdmin(t);
  const created = await admin.post<{ id: string }>('/api/admin/products', {
    name: EVIL_NAME,
    category: 'beer',
    description: 'Dark <b>and</b> "roasty"',
    isActive: true,
  });
  productId = created.body.id;
  await admin.post(`/api/admin/products/${productId}/variants`, {
    size: '330ML Bottle',
    price: 1234.5,
    isActive: true,
  });
  await admin.post(`/api/admin/products/${productId}/variants`, {
    size: '20L Keg',
    price: 650,
    isActive: true,
  });
}, 120_000);
afterAll(() => t.close());

const page = (path: string) => t.client().get(path);
const jsonLd = (html: string): any[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const metaContent = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
/** The first screen's hint a page's head carries (src/shared/first-screen.ts), or undefined. */
const hint = async (path: string) => {
  const content = metaContent((await page(path)).text, 'taproom-first-screen');
  return content && JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
};

test('each storefront page has its own title, description, canonical address and language alternates', async () => {
  const shop = await page('/shop?category=beer');
  expect(shop.status).toBe(200);
  expect(shop.text).toContain('<title>Beers · Taproom</title>');
  expect(metaContent(shop.text, 'description')).toMatch(/craft beers/i);
  expect(shop.text).toContain('<link rel="canonical" href="https://shop.taproom.test/shop?category=beer">');
  expect(shop.text).toContain(
    '<link rel="alternate" hreflang="ms" href="https://shop.taproom.test/shop?category=beer&amp;lang=ms">',
  );
  expect(shop.text).toContain('hreflang="zh"');
  expect(shop.text).toContain(
    '<link rel="alternate" hreflang="x-default" href="https://shop.taproom.test/shop?category=beer">',
  );
  const about = await page('/about');
  expect(about.text).toContain('<title>Our Story · Taproom</title>');
  expect(metaContent(about.text, 'og:url')).toBe('https://shop.taproom.test/about');
  expect(metaContent(about.text, 'og:image')).toBe('https://shop.taproom.test/og-image.png');
  expect(metaContent(about.text, 'og:image:width')).toBe('1200');
  expect(metaContent(about.text, 'og:image:height')).toBe('630');
  expect(metaContent(about.text, 'twitter:card')).toBe('summary_large_image');
});

test('an address spelled in other letter case or with extra trailing slashes is its page, named by the table', async () => {
  for (const address of ['/About', '/ABOUT//', '/about/']) {
    const res = await page(address);
    expect(`${address} → ${res.status}`).toBe(`${address} → 200`);
    expect(res.text).toContain('<title>Our Story · Taproom</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://shop.taproom.test/about">');
  }
});

test('?lang= picks the language of the head and of <html lang>; an unknown one falls back to English', async () => {
  const malay = await page('/contact?lang=ms');
  expect(malay.text).toContain('<html lang="ms"');
  expect(malay.text).toContain('<title>Hubungi Kami · Taproom</title>');
  expect(metaContent(malay.text, 'og:locale')).toBe('ms_MY');
  expect(malay.text).toContain('<link rel="canonical" href="https://shop.taproom.test/contact?lang=ms">');
  const chinese = await page('/?lang=zh');
  expect(chinese.text).toContain('<html lang="zh"');
  const unknown = await page('/contact?lang=fr%22%3E');
  expect(unknown.status).toBe(200);
  expect(unknown.text).toContain('<html lang="en"');
  expect(unknown.text).toContain('<title>Contact Us · Taproom</title>');
});

test('the home page describes the brewery as JSON-LD with its address and contact', async () => {
  const home = await page('/');
  const [brewery] = jsonLd(home.text);
  expect(brewery).toMatchObject({
    '@type': 'Brewery',
    address: { '@type': 'PostalAddress', addressCountry: 'MY' },
    email: expect.stringContaining('@'),
    telephone: expect.any(String),
  });
});

test("the brewery JSON-LD names the brewery's own social pages, and none once they are cleared", async () => {
  const profile = (await t.client().get('/api/business-profile')).body;
  expect(jsonLd((await page('/')).text)[0].sameAs).toEqual([]);
  const links = { ...profile.socialLinks, instagram: 'https://www.instagram.com/hornbill' };
  expect((await admin.put('/api/admin/settings', { ...profile, socialLinks: links })).status).toBe(200);
  expect(jsonLd((await page('/')).text)[0].sameAs).toEqual(['https://www.instagram.com/hornbill']);
  await admin.put('/api/admin/settings', profile);
  expect(jsonLd((await page('/')).text)[0].sameAs).toEqual([]);
});

test('the brewery JSON-LD follows the business profile staff save in settings', async () => {
  const profile = (await t.client().get('/api/business-profile')).body;
  expect(jsonLd((await page('/')).text)[0]).toMatchObject({
    legalName: profile.legalName,
    identifier: { propertyID: 'SSM', value: profile.ssmNumber },
  });
  const saved = await admin.put('/api/admin/settings', {
    ...profile,
    legalName: 'Hornbill Brewing Sdn. Bhd.',
    ssmNumber: '202301012345',
    address: '12 Jalan Kilang, 47301 Petaling Jaya',
  });
  expect(saved.status).toBe(200);
  expect(jsonLd((await page('/')).text)[0]).toMatchObject({
    legalName: 'Hornbill Brewing Sdn. Bhd.',
    identifier: { value: '202301012345' },
    address: { streetAddress: '12 Jalan Kilang, 47301 Petaling Jaya' },
  });
});

test("a page's first HTML carries the business profile and whether the request had a session cookie", async () => {
  const profile = (await t.client().get('/api/business-profile')).body;
  const visitor = firstReadsOf((await page('/shop')).text);
  expect(visitor.businessProfile).toEqual(profile);
  expect(visitor.signedOut).toBe(true);
  const signedIn = await admin.get('/shop');
  expect(firstReadsOf(signedIn.text).businessProfile).toEqual(profile);
  expect(firstReadsOf(signedIn.text).signedOut).toBe(false);
  expect(signedIn.headers.get('vary')).toMatch(/cookie/i);
  // A page kept for a signed-in request is never handed to a visitor, nor the other way round.
  expect(firstReadsOf((await page('/shop')).text).signedOut).toBe(true);
  expect(firstReadsOf((await page('/no-such-page')).text).signedOut).toBe(true);
});

test('a business profile holding </script> stays text inside the first reads', async () => {
  const profile = (await t.client().get('/api/business-profile')).body;
  const legalName = 'Hornbill </script><script>alert(1)</script> & "Sons" Sdn. Bhd.';
  expect((await admin.put('/api/admin/settings', { ...profile, legalName })).status).toBe(200);
  const html = (await page('/about')).text;
  expect(html).not.toContain('<script>alert(1)');
  expect(firstReadsOf(html).businessProfile?.legalName).toBe(legalName);
  await admin.put('/api/admin/settings', profile);
});

test('a product page carries the product as JSON-LD with one MYR offer per size', async () => {
  const res = await page(`/product/${productId}`);
  expect(res.status).toBe(200);
  const [product] = jsonLd(res.text);
  expect(product).toMatchObject({ '@type': 'Product', name: EVIL_NAME, brand: { name: 'Taproom' } });
  expect(product.image[0]).toMatch(/^https:\/\/shop\.taproom\.test\/objects\/uploads\//);
  expect(product.offers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        '@type': 'Offer',
        price: '1234.50',
        priceCurrency: 'MYR',
        name: '330ML Bottle',
      }),
      expect.objectContaining({ price: '650.00', availability: 'https://schema.org/InStock' }),
    ]),
  );
  expect(metaContent(res.text, 'og:type')).toBe('product');
});

test('each offer of the JSON-LD says whether that size is in stock', async () => {
  const keg = (
    await t.client().get<{ variants: { id: string; size: string }[] }>(`/api/products/${productId}`)
  ).body.variants.find((variant) => variant.size === '20L Keg')!;
  const kegUrl = `/api/admin/products/${productId}/variants/${keg.id}/stock`;
  expect((await admin.put(kegUrl, { count: 0 })).status).toBe(200);
  const offers = (jsonLd((await page(`/product/${productId}`)).text)[0]?.offers ?? []) as object[];
  expect(offers).toEqual([
    expect.objectContaining({ name: '20L Keg', availability: 'https://schema.org/OutOfStock' }),
    expect.objectContaining({ name: '330ML Bottle', availability: 'https://schema.org/InStock' }),
  ]);
  await admin.put(kegUrl, { count: null });
});

test('a product announced for a later release offers every size as PreOrder from its release time', async () => {
  const releaseAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  releaseAt.setUTCMilliseconds(0);
  const body = { name: EVIL_NAME, category: 'beer', description: 'Dark <b>and</b> "roasty"', isActive: true };
  const edit = await admin.put(`/api/admin/products/${productId}`, {
    ...body,
    releaseAt: releaseAt.toISOString(),
  });
  expect(edit.status).toBe(200);
  const offers = (jsonLd((await page(`/product/${productId}`)).text)[0]?.offers ?? []) as object[];
  expect(offers).toHaveLength(2);
  for (const offer of offers)
    expect(offer).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: releaseAt.toISOString(),
    });
  await admin.put(`/api/admin/products/${productId}`, { ...body, releaseAt: null });
  const open = (jsonLd((await page(`/product/${productId}`)).text)[0]?.offers ?? []) as object[];
  expect(open[0]).not.toHaveProperty('availabilityStarts');
});

test('a product name with </script> and quotes stays text in the title, the meta tags and the JSON-LD', async () => {
  const res = await page(`/product/${productId}`);
  // Only the JSON-LD and the first reads are scripts: the name never opens or closes a script element.
  expect(res.text.match(/<script/g)).toHaveLength(2);
  expect(res.text).toContain(
    '<title>Stout &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; · Taproom</title>',
  );
  expect(metaContent(res.text, 'og:description')).toBe('Dark &lt;b&gt;and&lt;/b&gt; &quot;roasty&quot;');
  expect(res.text).toContain('\\u003c/script\\u003e');
});

test('a product page in Malay has the Malay name and description in its head and JSON-LD', async () => {
  const body = { name: EVIL_NAME, category: 'beer', description: 'Dark <b>and</b> "roasty"', isActive: true };
  const saved = await admin.put(`/api/admin/products/${productId}`, {
    ...body,
    translations: { ms: { name: 'Stout Malam Berkrim', description: 'Gelap, berkrim dan dipanggang.' } },
  });
  expect(saved.status).toBe(200);

  const malay = await page(`/product/${productId}?lang=ms`);
  expect(malay.status).toBe(200);
  expect(malay.text).toContain('<html lang="ms"');
  expect(malay.text).toContain('<title>Stout Malam Berkrim · Taproom</title>');
  expect(metaContent(malay.text, 'description')).toBe('Gelap, berkrim dan dipanggang.');
  expect(metaContent(malay.text, 'og:title')).toContain('Stout Malam Berkrim');
  expect(metaContent(malay.text, 'og:description')).toBe('Gelap, berkrim dan dipanggang.');
  expect(metaContent(malay.text, 'og:locale')).toBe('ms_MY');
  const [product] = jsonLd(malay.text);
  expect(product).toMatchObject({
    '@type': 'Product',
    name: 'Stout Malam Berkrim',
    description: 'Gelap, berkrim dan dipanggang.',
  });
  expect(product.offers[0].url).toBe(`https://shop.taproom.test/product/${productId}?lang=ms`);

  // English keeps its own text; Chinese, not translated, falls back to English.
  const english = jsonLd((await page(`/product/${productId}`)).text)[0];
  expect(english.name).toBe(EVIL_NAME);
  const chinese = await page(`/product/${productId}?lang=zh`);
  expect(jsonLd(chinese.text)[0].name).toBe(EVIL_NAME);
  expect(chinese.text).toContain('<html lang="zh"');

  await admin.put(`/api/admin/products/${productId}`, { ...body, translations: { ms: { name: '' } } });
  expect(jsonLd((await page(`/product/${productId}?lang=ms`)).text)[0].name).toBe(EVIL_NAME);
});

test("a storefront page names the app's and its first screen's scripts and texts; other pages the app's", async () => {
  expect(await hint(`/product/${productId}`)).toEqual({
    scripts: ['/assets/app.js', '/assets/framework.js', '/assets/product.js', '/assets/cards.js'],
    texts: {
      en: ['/assets/shell-en.js', '/assets/product-en.js'],
      ms: ['/assets/shell-ms.js', '/assets/product-ms.js'],
      zh: ['/assets/shell-zh.js', '/assets/product-zh.js'],
    },
  });
  expect(await hint('/?lang=zh')).toMatchObject({
    scripts: ['/assets/app.js', '/assets/framework.js', '/assets/home.js', '/assets/cards.js'],
  });
  const about = await hint('/about');
  expect(about.texts.ms).toEqual(['/assets/shell-ms.js', '/assets/about-ms.js']);
  for (const path of ['/customer/login', '/admin/orders', '/no-such-page', '/product/does-not-exist']) {
    expect(await hint(path), path).toEqual({
      scripts: ['/assets/app.js', '/assets/framework.js'],
      texts: { en: [], ms: [], zh: [] },
    });
  }
});

test("every page of the site's table answers 200 when loaded at its address", async () => {
  const answers = await Promise.all(
    sitePages.map(async ({ path }) => {
      const address = path.replace(':id', encodeURIComponent(productId));
      return `${address} → ${(await page(address)).status}`;
    }),
  );
  expect(answers).toEqual(
    sitePages.map(({ path }) => `${path.replace(':id', encodeURIComponent(productId))} → 200`),
  );
});

test('unknown paths, unknown or inactive products and malformed ids answer 404 with the app', async () => {
  for (const path of [
    '/no-such-page',
    '/shop/extra',
    '/product/does-not-exist',
    '/product/1%27%22%3C%2F',
    // An id far longer than any the shop makes, and addresses with doubled slashes or a NUL.
    `/product/${'a'.repeat(8000)}`,
    '//shop',
    '/nope%00',
    // Escapes that do not decode, as in a link cut off mid-escape.
    '/product/%E0%A4%A',
    '/shop%',
    // The build's page template is never sent as it lies on disk.
    '/index.html',
  ]) {
    const res = await page(path);
    const label = path.length > 60 ? `${path.slice(0, 60)}… (${path.length} characters)` : path;
    expect(`${label} → ${res.status}`).toBe(`${label} → 404`);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  }
  await admin.put(`/api/admin/products/${productId}`, { name: 'Hidden', category: 'beer', isActive: false });
  expect((await page(`/product/${productId}`)).status).toBe(404);
  await admin.put(`/api/admin/products/${productId}`, { name: EVIL_NAME, category: 'beer', isActive: true });
  expect((await page(`/product/${productId}`)).status).toBe(200);
  expect((await page('/admin/orders')).status).toBe(200);
  expect((await page('/customer/login')).status).toBe(200);
  for (const path of [
    '/customer/forgot-password',
    '/admin/reset-password',
    '/newsletter/confirm?token=abc',
  ]) {
    expect(`${path} → ${(await page(path)).status}`).toBe(`${path} → 200`);
  }
});

test('robots.txt allows the storefront, keeps out back office, API and accounts, and names the sitemap', async () => {
  const res = await page('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  expect(res.text.split('\n')).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /customer',
      'Sitemap: https://shop.taproom.test/sitemap.xml',
    ]),
  );
});

test('the sitemap lists the public pages and each active product, and follows catalogue changes', async () => {
  const res = await page('/sitemap.xml');
  expect(res.headers.get('content-type')).toContain('application/xml');
  const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.filter((loc) => !loc.includes('lang='))).toEqual([
    'https://shop.taproom.test/',
    'https://shop.taproom.test/shop',
    'https://shop.taproom.test/shop?category=beer',
    'https://shop.taproom.test/shop?category=rice-wine',
    'https://shop.taproom.test/about',
    'https://shop.taproom.test/contact',
    'https://shop.taproom.test/custom-beer',
    'https://shop.taproom.test/privacy',
    'https://shop.taproom.test/terms',
    `https://shop.taproom.test/product/${productId}`,
  ]);
  expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(res.text).toContain('hreflang="zh" href="https://shop.taproom.test/about?lang=zh"');
  // Each language's address is an entry of its own, a product's too: its page reads in that language.
  expect(locs.filter((loc) => loc.endsWith('lang=ms'))).toHaveLength(locs.length / 3);
  expect(locs).toContain(`https://shop.taproom.test/product/${productId}?lang=ms`);
  expect(locs).toContain(`https://shop.taproom.test/product/${productId}?lang=zh`);

  await admin.put(`/api/admin/products/${productId}`, { name: 'Hidden', category: 'beer', isActive: false });
  const after = await page('/sitemap.xml');
  expect(after.text).not.toContain(`/product/${productId}`);
  expect(after.text).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset [^>]+>[\s\S]*<\/urlset>\n$/,
  );
  await admin.put(`/api/admin/products/${productId}`, { name: EVIL_NAME, category: 'beer', isActive: true });
});

test('pages go out compressed with Brotli or gzip and vary by Accept-Encoding', async () => {
  const br = await fetch(`${t.baseUrl}/shop`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await br.text()).toContain('<title>Shop · Taproom</title>');
  const gzip = await fetch(`${t.baseUrl}/shop`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(`${t.baseUrl}/shop`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
});

test('the share picture is a 1200×630 PNG', async () => {
  const res = await fetch(`${t.baseUrl}/og-image.png`);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
});

test('API JSON over 1 KB goes out compressed; a small answer stays plain', async () => {
  await admin.post('/api/admin/products', {
    name: 'Long Story Lager',
    category: 'beer',
    description: 'A very long brewing story. '.repeat(80),
    isActive: false,
  });
  const headers = { 'accept-encoding': 'br, gzip', cookie: admin.cookieHeader };
  const big = await fetch(`${t.baseUrl}/api/admin/products`, { headers });
  expect(big.headers.get('content-encoding')).toBe('br');
  expect(big.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(((await big.json()) as unknown[]).length).toBe(2);
  const small = await fetch(`${t.baseUrl}/api/auth/user`, { headers });
  expect(small.headers.get('content-encoding')).toBeNull();
  const list = await fetch(`${t.baseUrl}/api/products`, { headers });
  expect(list.headers.get('content-encoding')).toBe('br');
});
