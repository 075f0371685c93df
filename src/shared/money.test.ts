import { expect, test } from 'vitest';
import { LANGUAGES } from './config.ts';
import { formatPrice, formatRM, senToDecimal, toSen } from './money.ts';

test('amounts read with grouped thousands and two decimals in every language', () => {
  for (const language of LANGUAGES) {
    expect(formatRM(0, language)).toBe('RM 0.00');
    expect(formatRM(1250, language)).toBe('RM 12.50');
    expect(formatRM(123400, language)).toBe('RM 1,234.00');
    expect(formatRM(123456789, language)).toBe('RM 1,234,567.89');
    expect(formatPrice('15000', language)).toBe('RM 15,000.00');
  }
  expect(formatRM(-5)).toBe('RM -0.05');
});

test('amounts read as the platform formats ringgit in each language', () => {
  for (const language of LANGUAGES) {
    const platform = new Intl.NumberFormat(`${language}-MY`, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const sen of [0, 7, 99, 100, 99_999, 100_000, 123_456_789, 100_000_000_000, -5, -123_400]) {
      expect(formatRM(sen, language)).toBe(`RM ${platform.format(sen / 100)}`);
    }
  }
});

test('every sen amount keeps its exact digits when formatted', () => {
  for (let sen = 0; sen < 300_000; sen += 7) {
    expect(formatRM(sen).replace(/^RM |,/g, '')).toBe(senToDecimal(sen));
  }
});

test('prices parse to sen and back', () => {
  expect(toSen('12.5')).toBe(1250);
  expect(toSen(99.99)).toBe(9999);
  expect(senToDecimal(toSen('1234.05'))).toBe('1234.05');
  expect(() => toSen('12.345')).toThrow();
});
