// The one way texts are found and translated, for the web app, the mails and the custom-beer element
// (docs/architecture.md, "Texts"): nested JSON locale files per language, read by dotted key, with `{{name}}`
// placeholders and plural forms. Imports nothing, so every side (and the element's bundle) can carry it.

export type Messages = Record<string, unknown>;
/** Values for a text's `{{name}}` placeholders; a number `count` also picks the plural form. */
export type TextValues = Record<string, string | number | null | undefined>;
/** A text by key; the second argument is either its values or the text to show when the key has none. */
export type TFunction = (key: string, valuesOrFallback?: TextValues | string) => string;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(target: Messages, source: Messages): Messages {
  const result: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

/**
 * Each language's texts laid over the English ones, for texts bundled in every language at once (mails,
 * the element, the gates): a text a language lacks reads in English (docs/rules/interface.md).
 */
export function overEnglish<L extends string>(
  tables: Record<L, Messages> & { en: Messages },
): Record<L, Messages> {
  const entries = Object.entries<Messages>(tables).map(([language, own]) => [
    language,
    language === 'en' ? own : deepMerge(tables.en, own),
  ]);
  return Object.fromEntries(entries) as Record<L, Messages>;
}

/** The text at a dotted key ('shop.title'), or undefined when there is none or the key names a group. */
export function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The `{{name}}` placeholders a text carries, by name (read by the locale parity test too). */
export const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills each `{{name}}` once (a value is never read for placeholders itself). A value given as undefined or
 * null leaves nothing; a placeholder with no value given at all stays as it is.
 */
export function interpolate(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * A text in one language. With a number `count`, `key_zero` (for 0), then `key_<plural category>` of the
 * language (`_one`/`_other` in English; Malay and Chinese have only `_other`), then `key` itself. A key
 * with no text in that language reads as the fallback when one is given, else as the key, so a missing
 * text shows rather than an empty space.
 */
export function translate(
  messages: Messages | undefined,
  language: string,
  key: string,
  valuesOrFallback?: TextValues | string,
): string {
  const values = typeof valuesOrFallback === 'string' ? undefined : valuesOrFallback;
  const count = values?.count;
  const candidates = typeof count === 'number' ? [`${key}_${pluralCategory(language, count)}`, key] : [key];
  if (count === 0) candidates.unshift(`${key}_zero`);
  for (const candidate of candidates) {
    const text = lookup(messages, candidate);
    if (text !== undefined) return interpolate(text, values);
  }
  return typeof valuesOrFallback === 'string' ? valuesOrFallback : key;
}

/** t() over one language's texts. */
export function translator(messages: Messages | undefined, language: string): TFunction {
  return (key, valuesOrFallback) => translate(messages, language, key, valuesOrFallback);
}
