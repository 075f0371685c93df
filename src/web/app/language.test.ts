import { expect, test } from 'vitest';
import { resolveInitialLanguage } from './language.ts';

test('a valid stored language wins', () => {
  expect(resolveInitialLanguage('zh', 'ms-MY')).toBe('zh');
  expect(resolveInitialLanguage('en', 'zh-CN')).toBe('en');
});

test('browser languages ms and my give Bahasa Malaysia', () => {
  expect(resolveInitialLanguage(null, 'ms')).toBe('ms');
  expect(resolveInitialLanguage(null, 'ms-MY')).toBe('ms');
  expect(resolveInitialLanguage(null, 'my')).toBe('ms');
});

test('browser languages zh and cn give Chinese', () => {
  expect(resolveInitialLanguage(null, 'zh-CN')).toBe('zh');
  expect(resolveInitialLanguage(null, 'zh-Hant-TW')).toBe('zh');
  expect(resolveInitialLanguage(null, 'cn')).toBe('zh');
});

test('anything else, or an invalid stored value, gives English', () => {
  expect(resolveInitialLanguage(null, 'fr-FR')).toBe('en');
  expect(resolveInitialLanguage(null, undefined)).toBe('en');
  expect(resolveInitialLanguage('klingon', 'de')).toBe('en');
});
