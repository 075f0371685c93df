// Every catalogue (the web app's, the page heads', the mails', the server's answers' and the custom-beer
// element's locale files, all read by src/shared/message-catalogue.ts) has every key in en, ms and zh, with
// the same placeholders in each.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { PLACEHOLDER } from '../../shared/message-catalogue.ts';

const SRC = join(import.meta.dirname, '..', '..');
const LANGUAGES = ['en', 'ms', 'zh'] as const;

function findLocaleDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (!statSync(path).isDirectory()) continue;
    if (entry === 'locales') found.push(path);
    found.push(...findLocaleDirs(path));
  }
  return found;
}

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const localeDirs = findLocaleDirs(SRC);

const placeholdersOf = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim()).sort() : [];

test('the web app, the page heads, the mails, the server answers and the element have locale folders to check', () => {
  const names = localeDirs.map((dir) => relative(SRC, dir).replaceAll('\\', '/'));
  expect(names).toContain('web/locales');
  expect(names).toContain('shared/page-heads/locales');
  expect(names).toContain('server/mail/locales');
  expect(names).toContain('server/limits/locales');
  expect(names).toContain('server/modules/custom-beer/locales');
  expect(names).toContain('custom-beer-element/locales');
  expect(names.filter((name) => name.startsWith('web/features/')).length).toBeGreaterThan(20);
});

for (const dir of localeDirs) {
  const name = relative(SRC, dir);

  test(`${name}: en, ms and zh have the same keys and no empty texts`, () => {
    const flat = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')), '', new Map()),
      ]),
    ) as Record<(typeof LANGUAGES)[number], Map<string, unknown>>;
    const englishKeys = [...flat.en.keys()].sort();
    for (const lang of LANGUAGES) {
      expect([...flat[lang].keys()].sort(), `${name}/${lang}.json keys`).toEqual(englishKeys);
      for (const [key, value] of flat[lang]) {
        expect(
          typeof value === 'string' && value.trim().length > 0,
          `${name}/${lang}.json "${key}" must be a non-empty text`,
        ).toBe(true);
        expect(placeholdersOf(value), `${name}/${lang}.json "${key}" placeholders`).toEqual(
          placeholdersOf(flat.en.get(key)),
        );
        // A placeholder in single braces is never filled and would show as written.
        expect(value, `${name}/${lang}.json "${key}"`).not.toMatch(/(?<!\{)\{\w+\}(?!\})/);
      }
    }
  });

  // Feature files are merged into one resource, so each must sit under its own top-level key.
  if (name.includes('features')) {
    test(`${name}: each file has one top-level key`, () => {
      for (const lang of LANGUAGES) {
        const parsed = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as object;
        expect(Object.keys(parsed), `${name}/${lang}.json`).toHaveLength(1);
      }
    });
  }
}
