import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { DEMO_BUSINESS_PROFILE } from '../../shared/business-profile.ts';
import type { Encoding } from '../plugins/compression.ts';
import { createPageRenderer, HEAD_PLACEHOLDER, type PageSource } from './page-renderer.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head>${HEAD_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

const source: PageSource = {
  generation: 'one',
  products: [],
  findProduct: async () => null,
  profile: DEMO_BUSINESS_PROFILE,
};

function renderAbout(renderer: ReturnType<typeof createPageRenderer>, encoding: Encoding | null) {
  return renderer.render({
    origin: 'https://shop.taproom.test',
    url: new URL('https://shop.taproom.test/about'),
    language: 'en',
    gateLanguage: 'en',
    source,
    sessionCookie: false,
    encoding,
  });
}

test('a page goes out in the encoding asked for, the same HTML and entity tag in each', async () => {
  const renderer = createPageRenderer(TEMPLATE, '');
  const br = await renderAbout(renderer, 'br');
  const gzip = await renderAbout(renderer, 'gzip');
  const plain = await renderAbout(renderer, null);
  const html = plain.body.toString();
  expect(html).toContain('<title>Our Story · Taproom</title>');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
  expect(new Set([br.etag, gzip.etag, plain.etag]).size).toBe(1);
});

test('a client that accepts no compression gets the kept HTML, not a page unpacked again', async () => {
  const renderer = createPageRenderer(TEMPLATE, '');
  await renderAbout(renderer, 'br');
  const first = await renderAbout(renderer, null);
  const again = await renderAbout(renderer, null);
  expect(again.body).toBe(first.body);
  // A page first rendered for such a client keeps the HTML it rendered.
  const fresh = createPageRenderer(TEMPLATE, '');
  const rendered = await renderAbout(fresh, null);
  expect((await renderAbout(fresh, null)).body).toBe(rendered.body);
});
