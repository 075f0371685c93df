// The first HTML paints the gates without the app's script: their texts are written in by the server, in
// the address's language or else the browser's, and the head's first-paint script is the one inline script
// the page's Content-Security-Policy allows.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const FIRST_PAINT = 'document.documentElement.dataset.gate="access"';
// The repository's page template, with the first-paint script where the build writes it.
const template = fs
  .readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8')
  .replace('<!--taproom-first-paint-->', `<script>${FIRST_PAINT}</script>`);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ distFiles: { 'web/index.html': template } });
}, 120_000);
afterAll(() => t.close());

async function firstHtml(address: string, acceptLanguage?: string, cookie?: string) {
  const response = await fetch(`${t.baseUrl}${address}`, {
    headers: {
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
  return { response, html: await response.text() };
}

const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.trim();

test('the access and age gates arrive with their texts, brand and age in the first HTML', async () => {
  const { html } = await firstHtml('/shop', 'en-GB,en;q=0.9');
  expect(html).toContain('<div id="gate" lang="en"');
  expect(textOf(html, 'gate-access-title')).toBe('Welcome to the Taproom');
  expect(html).toMatch(/data-gate-placeholder="access.placeholder" placeholder="Enter access code"/);
  expect(html).toMatch(/data-gate-text="access.submit"\s*>Enter the Taproom</);
  expect(textOf(html, 'gate-age-title')).toBe('Are you 21 or older?');
  expect(html).toMatch(/data-gate-text="age.confirm"\s*>I&#39;m 21 or Older</);
  expect(html).toMatch(/data-gate-brand\s*>Taproom</);
  expect(html).toMatch(/data-gate-age\s*>21\+</);
  // The development server's reset control is never part of a page the shop serves.
  expect(html).not.toContain('gate-reset');
});

test('a browser asking for Chinese or Malay meets the gates in its language; ?lang= comes first', async () => {
  const chinese = await firstHtml('/', 'zh-CN,zh;q=0.9,en;q=0.8');
  expect(chinese.html).toContain('<div id="gate" lang="zh"');
  expect(textOf(chinese.html, 'gate-age-title')).toBe('您是否年满 21 岁？');
  // The page itself stays in the address's language: its head is the English one.
  expect(chinese.html).toMatch(/<html lang="en"/);
  expect(chinese.response.headers.get('vary')).toMatch(/accept-language/i);

  const malay = await firstHtml('/about', 'ms-MY');
  expect(malay.html).toContain('<div id="gate" lang="ms"');

  const asked = await firstHtml('/?lang=ms', 'zh-CN');
  expect(asked.html).toContain('<div id="gate" lang="ms"');
  expect(asked.html).toMatch(/<html lang="ms"/);

  const unknown = await firstHtml('/?lang=xx', 'fr-FR');
  expect(unknown.html).toContain('<div id="gate" lang="en"');
});

const chosenOption = (html: string) => /<option\s[^>]*\sselected[^>]*>([^<]*)</.exec(html)?.[1];

test('the gates offer the three languages, each in itself, with the one shown chosen', async () => {
  const { html } = await firstHtml('/', 'en-GB');
  const offered = [...html.matchAll(/data-gate-language="(\w+)"[^>]*>([^<]*)</g)].map((match) =>
    match.slice(1),
  );
  expect(offered).toEqual([
    ['en', 'English'],
    ['ms', 'Bahasa Malaysia'],
    ['zh', '中文'],
  ]);
  expect(chosenOption(html)).toBe('English');
  expect(html).toMatch(/<label for="gate-language"[^>]*>Language</);
});

test('a language chosen on the gates or in the header comes before the browser language, ?lang= before both', async () => {
  const chosen = await firstHtml('/shop', 'zh-CN', 'taproom-lang=ms');
  expect(chosen.html).toContain('<div id="gate" lang="ms"');
  expect(textOf(chosen.html, 'gate-access-title')).toBe('Selamat datang ke Taproom');
  expect(chosenOption(chosen.html)).toBe('Bahasa Malaysia');
  expect(chosen.html).toMatch(/<label for="gate-language"[^>]*>Bahasa</);

  const asked = await firstHtml('/?lang=zh', 'en-GB', 'taproom-lang=ms');
  expect(asked.html).toContain('<div id="gate" lang="zh"');
  expect(chosenOption(asked.html)).toBe('中文');

  const corrupt = await firstHtml('/', 'zh-CN', 'taproom-lang=xx');
  expect(corrupt.html).toContain('<div id="gate" lang="zh"');
});

test('the first-paint script is the one inline script the page allows', async () => {
  const { response, html } = await firstHtml('/');
  expect(html).toContain(`<script>${FIRST_PAINT}</script>`);
  const hash = crypto.createHash('sha256').update(FIRST_PAINT).digest('base64');
  const scriptSources = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(scriptSources?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
});
