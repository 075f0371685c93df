import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { compressFile } from '../../scripts/compress-build.ts';
import { startTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
const assetSource = `console.log(${JSON.stringify('a cask of words '.repeat(40))});`;
const indexHtml =
  '<!doctype html><html lang="en"><head><!--taproom-head--><!--taproom-config--></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await startTestApp({
    env: { ACCESS_CODE: 'HOPS' },
    distFiles: { 'web/index.html': indexHtml, 'web/assets/app-abc123.js': assetSource },
  });
});
afterAll(() => t.close());

test('health and readiness answer while the database is up', async () => {
  const client = t.client();
  expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
  expect((await client.get('/readyz')).status).toBe(200);
});

test('an unknown API path answers a JSON 404', async () => {
  const res = await t.client().get('/api/does-not-exist');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.body).toEqual({ message: 'Not found' });
});

test('an address whose escapes do not decode is answered as one naming nothing, with the security headers', async () => {
  const api = await t.client().get('/api/products/%E0%A4%A');
  expect(api.status).toBe(404);
  expect(api.body).toEqual({ message: 'Product not found' });
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  const page = await t.client().get('/shop%');
  expect(page.status).toBe(404);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});

test('a page answers the app with the access code injected, kept by the browser but revalidated', async () => {
  const res = await t.client().get('/about');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  expect(res.text).toContain(
    '<meta name="taproom-config" content="{&quot;accessCode&quot;:&quot;HOPS&quot;}">',
  );
  const again = await t.client().get('/about', { 'if-none-match': res.headers.get('etag')! });
  expect(again.status).toBe(304);
});

test('an unknown page answers 404 with the app, so it can show its not-found page', async () => {
  const res = await t.client().get('/no/such/page');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.text).toContain('<div id="root">');
});

test('build files go out as their Brotli or gzip copy made at build time, varying by Accept-Encoding', async () => {
  compressFile(path.join(t.dataDir, 'dist/web/assets/app-abc123.js'));
  const br = await fetch(`${t.baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(br.headers.get('cache-control')).toContain('immutable');
  expect(await br.text()).toBe(assetSource);
  const gzip = await fetch(`${t.baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(`${t.baseUrl}/assets/app-abc123.js`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(assetSource);
});

test('hashed assets are cached for a year and a missing asset is a 404, not the app', async () => {
  const asset = await t.client().get('/assets/app-abc123.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect((await t.client().get('/assets/missing-123.js')).status).toBe(404);
});

test('every answer carries security headers with a content security policy', async () => {
  const res = await t.client().get('/healthz');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

test('malformed JSON gets a 400 JSON error', async () => {
  const res = await t.client().request('POST', '/api/analytics/pageview', {
    body: '{"path":',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
});

test('a body that is not JSON gets 415', async () => {
  const res = await t.client().request('POST', '/api/analytics/pageview', {
    body: 'path=/&language=en',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(415);
  expect(res.body.message).toMatch(/application\/json/);
});

test('a body over the limit gets 413', async () => {
  const res = await t
    .client()
    .post('/api/analytics/pageview', { path: '/', language: 'en', pad: 'x'.repeat(1_048_576) });
  expect(res.status).toBe(413);
});

test('a state-changing request from another site is refused with 403', async () => {
  const body = { path: '/shop', language: 'en' };
  const fromOrigin = await t
    .client()
    .post('/api/analytics/pageview', body, { origin: 'https://evil.example' });
  expect(fromOrigin.status).toBe(403);
  const crossSite = await t
    .client()
    .post('/api/analytics/pageview', body, { 'sec-fetch-site': 'cross-site' });
  expect(crossSite.status).toBe(403);
  const sameOrigin = await t.client().post('/api/analytics/pageview', body, { origin: t.baseUrl });
  expect(sameOrigin.status).toBe(204);
});

test('invalid input gets 400 with a message per field', async () => {
  const res = await t.client().post('/api/analytics/pageview', { path: 'shop', language: 'fr' });
  expect(res.status).toBe(400);
  expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['language', 'path']);
});
