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

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** Ringgit as written in Malaysia in the reader's language: grouped thousands, two decimals. */
function amountFormat(language: Language): Intl.NumberFormat {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-MY`, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(language, format);
  }
  return format;
}

/** 123450 → "RM 1,234.50" (what people read), in the reader's language. */
export function formatRM(sen: number, language: Language = 'en'): string {
  return `RM ${amountFormat(language).format(Math.round(sen) / 100)}`;
}

/** Formats a price given as decimal string or number: "1234.5" → "RM 1,234.50". */
export function formatPrice(value: string | number, language: Language = 'en'): string {
  return formatRM(toSen(value), language);
}
