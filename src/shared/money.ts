// Money is held as integer sen inside computations and as "12.50" strings in JSON (docs/rules/ordering.md).
import type { Language } from './config.ts';

/** Parses "12.5", "12.50" or 12.5 into 1250 sen. Throws on anything that is not a money amount. */
export function toSen(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${String(value)}`);
  const sen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -sen : sen;
}

/** 1250 → "12.50" (the JSON and database form). */
export function senToDecimal(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(sen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 123450 → "RM 1,234.50" (what people read). Ringgit are written alike in English, Bahasa Malaysia and
 * Chinese in Malaysia (thousands grouped with commas, two decimals; the tests hold this against the
 * platform's formatter for each language), so the text is built from the sen themselves: starting the
 * browser's number formatter costs a phone tens of milliseconds in the middle of hydration
 * (docs/performance.md, 2026-11-27).
 */
export function formatRM(sen: number, _language: Language = 'en'): string {
  const [whole = '0', cents = '00'] = senToDecimal(sen).split('.');
  return `RM ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Formats a price given as decimal string or number: "1234.5" → "RM 1,234.50". */
export function formatPrice(value: string | number, language: Language = 'en'): string {
  return formatRM(toSen(value), language);
}
