import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const indexHtml =
  '<!doctype html><html lang="en"><head><!--taproom-head--><!--taproom-config--></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await startTestApp({ distFiles: { 'web/index.html': indexHtml } });
});
afterAll(() => t.close());

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

test("the API's data answers forbid any content and framing, and carry no document-only header", async () => {
  for (const address of ['/api/products', '/api/does-not-exist', '/api/customer/orders']) {
    const res = await t.client().get(address);
    expect(res.headers.get('content-type'), address).toContain('application/json');
    expect(res.headers.get('content-security-policy'), address).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers.get('x-frame-options'), address).toBe('DENY');
    expect(res.headers.get('x-content-type-options'), address).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy'), address).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(res.headers.get(name), `${address} ${name}`).toBeNull();
  }
  // A refused cross-site request is answered as data too.
  const refused = await t.client().post('/api/contact', {}, { 'sec-fetch-site': 'cross-site' });
  expect(refused.status).toBe(403);
  expect(refused.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
});

test("pages and the API's documentation page carry the document's policy and headers", async () => {
  for (const address of ['/', '/shop', '/no-such-page', '/api/docs']) {
    const res = await t.client().get(address);
    expect(res.headers.get('content-type'), address).toContain('text/html');
    const policy = res.headers.get('content-security-policy');
    expect(policy, address).toContain("default-src 'self'");
    expect(policy, address).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy'), address).toBe('same-origin');
    expect(res.headers.get('cross-origin-opener-policy'), address).toBe('same-origin');
    expect(res.headers.get('x-content-type-options'), address).toBe('nosniff');
  }
});
