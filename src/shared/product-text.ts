// A product's shopper-facing texts in three languages (docs/decisions/010-product-translations.md): English
// is on the product itself and required; Malay and Chinese are optional and fall back to English field by
// field, so a half-translated product still reads whole.
import type { Language } from './config.ts';

export const PRODUCT_TEXT_FIELDS = [
  'name',
  'description',
  'style',
  'color',
  'tastingNotes',
  'brewingStory',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The languages a product may be translated into; English is the product's own text. */
export const TRANSLATED_LANGUAGES = ['ms', 'zh'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** One language's texts; null (or an empty string) means "not translated". */
export type ProductTranslation = Record<ProductTextField, string | null>;
export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTranslation>>;

type EnglishText = { name: string } & Record<Exclude<ProductTextField, 'name'>, string | null>;

/** The product's texts in `language`: each translated field that is filled in, otherwise the English one. */
export function localizeText<T extends EnglishText>(
  product: T,
  language: Language,
  translations: ProductTranslations | undefined,
): T {
  if (language === 'en') return product;
  const own = translations?.[language];
  if (!own) return product;
  const result = { ...product };
  for (const field of PRODUCT_TEXT_FIELDS) {
    const text = own[field]?.trim();
    if (text) (result as Record<ProductTextField, string | null>)[field] = text;
  }
  return result;
}

/**
 * The languages in which the product is not fully translated: some field has English text and no
 * translation. The back office marks these products (docs/rules/catalogue.md).
 */
export function missingTranslations(
  product: EnglishText,
  translations: ProductTranslations | undefined,
): TranslatedLanguage[] {
  return TRANSLATED_LANGUAGES.filter((language) =>
    PRODUCT_TEXT_FIELDS.some((field) => product[field]?.trim() && !translations?.[language]?.[field]?.trim()),
  );
}

/** A size's Malay and Chinese names (null or empty: not translated). */
export type SizeTranslations = Record<TranslatedLanguage, string | null>;

/** A size's name in `language`: its translation when filled in, otherwise the English one. */
export function localizeSize(
  size: string,
  language: Language,
  translations: Partial<SizeTranslations> | undefined,
): string {
  if (language === 'en') return size;
  return translations?.[language]?.trim() || size;
}

/** The stored columns of a size's names, read as its translations. */
export const sizeTranslationsOf = (row: {
  sizeMs: string | null;
  sizeZh: string | null;
}): SizeTranslations => ({
  ms: row.sizeMs,
  zh: row.sizeZh,
});
