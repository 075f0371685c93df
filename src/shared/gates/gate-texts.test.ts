import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '../config.ts';
import { gateText } from './gate-texts.ts';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
const keysInMarkup = [...indexHtml.matchAll(/data-gate-(?:text|placeholder)="([^"]+)"/g)].map(
  (match) => match[1] ?? '',
);

test('every gate text in index.html, and the toggle and error texts, exist in all three languages', () => {
  const keys = [...keysInMarkup, 'access.showCode', 'access.hideCode', 'access.invalid', 'age.underageAlert'];
  expect(keysInMarkup.length).toBeGreaterThan(8);
  for (const language of LANGUAGES) {
    for (const key of keys) expect(gateText(language, key), `${language} ${key}`).not.toBe(key);
  }
});

test('the gates keep their exact English texts (docs/rules/accounts.md), with the minimum age filled in', () => {
  expect(gateText('en', 'access.invalid')).toBe('Invalid access code. Please try again.');
  expect(gateText('en', 'age.confirm')).toBe("I'm 21 or Older");
  expect(gateText('en', 'age.decline')).toBe('Under 21');
  expect(gateText('en', 'age.underageAlert')).toBe('You must be 21 or older to access this website.');
  expect(gateText('zh', 'age.decline')).toBe('未满 21 岁');
});

test('an unknown gate text shows its key rather than nothing', () => {
  expect(gateText('ms', 'access.nothing')).toBe('access.nothing');
});
