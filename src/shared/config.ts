// The shop's fixed rules and brand, in one place. Components and server code read these instead of repeating
// literals. The brewery's own details (legal name, address, contacts, hours, payment and delivery terms) are
// the business profile, kept in the database (business-profile.ts). The access-gate code can be overridden
// by the server (ACCESS_CODE).

export const LANGUAGES = ['en', 'ms', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The native name each language is offered under, in the header's picker and on the gates. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ms: 'Bahasa Malaysia',
  zh: '中文',
};

/** The cookie the web app keeps the chosen language in, beside local storage, for the server's render. */
export const LANGUAGE_COOKIE = 'taproom-lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A value that must name a shop language exactly ("ms"); anything else, or nothing, is English. */
export const exactLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/**
 * A browser or stored language tag read as a shop language (docs/rules/interface.md): ms/my → ms,
 * zh/cn → zh (any region or script), en; anything else, or nothing, is English.
 */
export function toLanguage(value: string | null | undefined): Language {
  const short = (value ?? '').toLowerCase().slice(0, 2);
  if (short === 'my') return 'ms';
  if (short === 'cn') return 'zh';
  return exactLanguage(short);
}

export const shopConfig = {
  brandName: 'Taproom',
  /** The name the brewery trades under, for headings and share pictures; the registered name is in the profile. */
  breweryName: 'Taproom Craft Brewery',
  /** Keg dispenser rental per set, in sen (one set per order). */
  kegRentalPriceSen: 5_000,
  kegRentalQuantity: 1,
  minimumAge: 21,
  responseHours: 24,
  defaultAccessCode: 'TAPROOM',
  customBeerMinBudgetMYR: 600,
} as const;
