// The Add/Edit form's fields as typed (text inputs), their rules (docs/rules/catalogue.md) with translation keys as
// messages, and the conversion to the API payload: an empty ABV or IBU is sent as null. The Malay and
// Chinese texts are optional and have the English limits (docs/decisions/010-product-translations.md).
import { z } from 'zod';
import {
  PRODUCT_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
  type ProductTranslation,
} from '../../../shared/product-text.ts';
import type { AdminProduct, ProductInput } from '../../../shared/schemas/admin-products.ts';
import type { ProductCategory } from '../../../shared/schemas/catalog.ts';
import { malaysiaDateTime } from '../../../shared/dates.ts';

const E = 'adminProducts.form.errors.';

const optionalNumber = (check: (n: number) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+(\.\d+)?$/.test(value) && check(Number(value))), message);

const translationFormSchema = z.object({
  name: z.string().trim().max(200, `${E}tooLong`),
  description: z.string().max(5000, `${E}tooLong`),
  style: z.string().max(100, `${E}tooLong`),
  color: z.string().max(100, `${E}tooLong`),
  tastingNotes: z.string().max(5000, `${E}tooLong`),
  brewingStory: z.string().max(5000, `${E}tooLong`),
});
type TranslationFormValues = z.infer<typeof translationFormSchema>;

export const productFormSchema = z.object({
  name: z.string().trim().min(1, `${E}nameRequired`).max(200, `${E}tooLong`),
  description: z.string().max(5000, `${E}tooLong`),
  category: z.enum(['beer', 'rice-wine'], { error: `${E}category` }),
  abv: optionalNumber((n) => n <= 99.99 && Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, `${E}abv`),
  ibu: optionalNumber((n) => Number.isInteger(n) && n <= 1000, `${E}ibu`),
  style: z.string().max(100, `${E}tooLong`),
  color: z.string().max(100, `${E}tooLong`),
  tastingNotes: z.string().max(5000, `${E}tooLong`),
  brewingStory: z.string().max(5000, `${E}tooLong`),
  isTopSeller: z.boolean(),
  isActive: z.boolean(),
  /** A `datetime-local` value in Malaysian time ('2026-12-01T10:00'), or empty for no release date. */
  releaseAt: z
    .string()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value), `${E}releaseAt`),
  translations: z.object({ ms: translationFormSchema, zh: translationFormSchema }),
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

export function emptyProductForm(category: ProductCategory = 'beer'): ProductFormValues {
  return {
    name: '',
    description: '',
    category,
    abv: '',
    ibu: '',
    style: '',
    color: '',
    tastingNotes: '',
    brewingStory: '',
    isTopSeller: false,
    isActive: true,
    releaseAt: '',
    translations: { ms: translationToForm(undefined), zh: translationToForm(undefined) },
  };
}

function translationToForm(texts: ProductTranslation | undefined): TranslationFormValues {
  return Object.fromEntries(
    PRODUCT_TEXT_FIELDS.map((field) => [field, texts?.[field] ?? '']),
  ) as TranslationFormValues;
}

export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category,
    abv: product.abv === null ? '' : String(Number(product.abv)),
    ibu: product.ibu === null ? '' : String(product.ibu),
    style: product.style ?? '',
    color: product.color ?? '',
    tastingNotes: product.tastingNotes ?? '',
    brewingStory: product.brewingStory ?? '',
    isTopSeller: product.isTopSeller,
    isActive: product.isActive,
    releaseAt: product.releaseAt ? malaysiaDateTime(product.releaseAt).replace(' ', 'T') : '',
    translations: {
      ms: translationToForm(product.translations.ms),
      zh: translationToForm(product.translations.zh),
    },
  };
}

export function formToPayload(values: ProductFormValues): ProductInput {
  const text = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    description: text(values.description),
    category: values.category,
    abv: values.abv.trim() === '' ? null : Number.parseFloat(values.abv),
    ibu: values.ibu.trim() === '' ? null : Number.parseInt(values.ibu, 10),
    style: text(values.style),
    color: text(values.color),
    tastingNotes: text(values.tastingNotes),
    brewingStory: text(values.brewingStory),
    isTopSeller: values.isTopSeller,
    isActive: values.isActive,
    // The form's time is Malaysian time (UTC+8, no daylight saving).
    releaseAt: values.releaseAt === '' ? null : `${values.releaseAt}:00+08:00`,
    // Both languages are sent whole: an emptied field stops overriding the English text.
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(
          PRODUCT_TEXT_FIELDS.map((field) => [field, text(values.translations[language][field])]),
        ),
      ]),
    ),
  };
}
