// Admin product, variant and image payloads (rules in docs/rules/catalogue.md).
import { z } from 'zod';
import { PRODUCT_TEXT_FIELDS, type ProductTranslations, type SizeTranslations } from '../product-text.ts';
import {
  PRODUCT_CATEGORIES,
  productImageSchema,
  productSchema,
  productVariantSchema,
  type Product,
} from './catalog.ts';
import { instant } from './responses.ts';
import { multiLine, optionalText as anyOptionalText, singleLine } from './text.ts';

/** Images only, at most 10 per pick and 10 MB each (docs/rules/catalogue.md). */
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_MAX_FILES = 10;

/** Paths of files our own upload pipeline stored (see src/shared/images.ts). */
export const OBJECT_PATH_PATTERN = /^\/objects\/uploads\/[A-Za-z0-9_-]+\.(webp|jpe?g|png)$/;

/** Optional text: blank or missing both mean "not provided" and are stored as null. */
const optionalText = (max: number, text: typeof singleLine = singleLine) =>
  anyOptionalText(max, { text, params: { error: 'Must be text' } });

const objectPath = singleLine({ error: 'Image URL is required' })
  .trim()
  .regex(OBJECT_PATH_PATTERN, 'Image URL must be an uploaded image (/objects/uploads/...)');

/**
 * One language's texts of a product: every field optional (empty means "use the English text"), with the
 * same text rules and limits as the English fields (docs/decisions/010-product-translations.md).
 */
export const productTranslationSchema = z.strictObject(
  {
    name: optionalText(200),
    description: optionalText(5000, multiLine),
    style: optionalText(100),
    color: optionalText(100),
    tastingNotes: optionalText(5000, multiLine),
    brewingStory: optionalText(5000, multiLine),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'A translation has only name, description, style, color, tastingNotes and brewingStory'
        : 'A translation must be an object',
  },
);

/** Malay and Chinese texts; a language left out keeps what is stored, one sent replaces it. */
export const productTranslationsSchema = z.strictObject(
  { ms: productTranslationSchema.optional(), zh: productTranslationSchema.optional() },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Translations are given for ms and zh only'
        : 'Translations must be an object',
  },
);

export const productInputSchema = z.strictObject({
  name: singleLine({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Must be at most 200 characters'),
  description: optionalText(5000, multiLine),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Category must be beer or rice-wine' }),
  abv: z
    .number({ error: 'ABV must be a number' })
    .min(0, 'ABV must be between 0 and 99.99')
    .max(99.99, 'ABV must be between 0 and 99.99')
    .multipleOf(0.1, 'ABV must use steps of 0.1')
    .nullish()
    .transform((value) => value ?? null),
  ibu: z
    .number({ error: 'IBU must be a number' })
    .int('IBU must be a whole number')
    .min(0, 'IBU must be 0 or more')
    .max(1000, 'IBU must be at most 1000')
    .nullish()
    .transform((value) => value ?? null),
  style: optionalText(100),
  color: optionalText(100),
  tastingNotes: optionalText(5000, multiLine),
  brewingStory: optionalText(5000, multiLine),
  /** Left out on an edit, the main image stays as it is. */
  imageUrl: objectPath.nullish(),
  isTopSeller: z.boolean({ error: 'Top Seller must be true or false' }).default(false),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  /**
   * When the product opens for orders (docs/decisions/026-releases-and-stock-alerts.md): an ISO instant
   * with its offset; a time already past opens it at once, null clears it. Left out on an edit, it stays.
   */
  releaseAt: z.iso
    .datetime({ offset: true, error: 'Release must be a date and time, e.g. 2026-12-01T10:00:00+08:00' })
    .refine((value) => Date.parse(value) < Date.UTC(2100, 0, 1), 'Release must be before 2100')
    .nullish()
    .transform((value) => (value == null ? value : new Date(value))),
  translations: productTranslationsSchema.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

/** A product as the back office reads it: English on the product, every stored translation beside it. */
export type AdminProduct = Omit<Product, 'variants'> & {
  translations: ProductTranslations;
  variants: AdminProductVariant[];
};
/** A size as the back office reads it: what shoppers see, and the count (null when not counted). */
export type AdminProductVariant = Product['variants'][number] & {
  stock: number | null;
  lowStockAt: number | null;
  sizeTranslations: SizeTranslations;
  waiting?: number;
};

export const productIdParams = z.object({ id: z.uuid('Product not found') });
export const productParams = z.object({ productId: z.uuid('Product not found') });
export const productImageParams = z.object({
  productId: z.uuid('Product not found'),
  imageId: z.uuid('Image not found'),
});

export const productImageUrlSchema = z.strictObject({ imageURL: objectPath });

export const variantInputSchema = z.strictObject({
  size: singleLine({ error: 'Size is required' })
    .trim()
    .min(1, 'Size is required')
    .max(100, 'Must be at most 100 characters'),
  price: z
    .number({ error: 'Price is required' })
    .min(0, 'Price must be 0 or more')
    .max(99_999_999.99, 'Price is too large')
    .multipleOf(0.01, 'Price must use steps of 0.01'),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  /** The size's Malay and Chinese names; empty means "as in English". Left out, an edit keeps them. */
  sizeTranslations: z
    .strictObject({ ms: optionalText(100), zh: optionalText(100) }, 'sizeTranslations must name ms and zh')
    .optional(),
});
export type VariantInput = z.input<typeof variantInputSchema>;
export type VariantData = z.output<typeof variantInputSchema>;

export const variantParams = z.object({
  productId: z.uuid('Product not found'),
  variantId: z.uuid('Variant not found'),
});

/** One recorded price change, newest first in the history. */
export const priceChangeSchema = z.object({
  oldPrice: z.string(),
  newPrice: z.string(),
  changedAt: z.string(),
  /** Email of the staff member, or null when that account is gone. */
  changedBy: z.string().nullable(),
});
export type PriceChangeView = z.infer<typeof priceChangeSchema>;

export const imageInputSchema = z.strictObject({
  imageUrl: objectPath,
  altText: optionalText(300),
  displayOrder: z
    .number({ error: 'Display order must be a number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order must be 0 or more')
    .max(10_000, 'Display order is too large'),
});
export type ImageInput = z.input<typeof imageInputSchema>;

export const imageReorderSchema = z.strictObject({
  imageOrders: z
    .array(
      z.strictObject({
        id: z.uuid('Image not found'),
        order: z
          .number({ error: 'Order must be a number' })
          .int('Order must be a whole number')
          .min(0, 'Order must be 0 or more')
          .max(10_000, 'Order is too large'),
      }),
      { error: 'imageOrders must be a list' },
    )
    .min(1, 'List at least one image')
    .max(200, 'Too many images'),
});
export type ImageReorderInput = z.input<typeof imageReorderSchema>;

/**
 * Alt text for the n-th image (1-based) when a request names none. The back office sends the staff member's
 * own language's "Product image n" instead (adminProducts.images.defaultAlt).
 */
export const defaultAltText = (n: number): string => `Product image ${n}`;

/** An upload's body: the image file's own bytes (the route reads and checks them, docs/rules/catalogue.md). */
export const uploadedFileSchema = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The image file: JPEG, PNG or WebP' });

export const uploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export const normalizeObjectPathSchema = z.strictObject({
  imageURL: singleLine({ error: 'Image URL is required' })
    .trim()
    .min(1, 'Image URL is required')
    .max(2000, 'Image URL is too long'),
});
export const objectPathSchema = z.object({ objectPath: z.string() });

/** A variant as the back office reads it (the live ones only). */
export const adminVariantSchema = productVariantSchema.extend({
  createdAt: instant(),
  /** Units on hand; null when the size is not counted (always available). */
  stock: z.number().int().nullable(),
  /** At or below this count the size is low (docs/decisions/026-releases-and-stock-alerts.md); null: no alert. */
  lowStockAt: z.number().int().nullable(),
  /** The size's stored Malay and Chinese names (null when not translated). */
  sizeTranslations: z.object({ ms: z.string().nullable(), zh: z.string().nullable() }),
  /** Confirmed shoppers waiting to be told the size is back; absent where a change answers a size. */
  waiting: z.number().int().optional(),
});
export const adminImageSchema = productImageSchema.extend({ createdAt: instant() });

/** One language's stored texts, every field present (null when not translated). */
const storedTranslationSchema = z.object(
  Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    (typeof PRODUCT_TEXT_FIELDS)[number],
    z.ZodNullable<z.ZodString>
  >,
);

/** A product's own fields and its stored Malay and Chinese texts: the answer to a create or an edit. */
export const savedProductSchema = productSchema
  .omit({ variants: true, images: true, imageUrls: true })
  .extend({
    createdAt: instant(),
    updatedAt: instant(),
    /** The stored release time, past or ahead (null: never announced). */
    releaseAt: instant().nullable(),
    translations: z.object({ ms: storedTranslationSchema, zh: storedTranslationSchema }),
  });

/** A product's own fields without its texts in other languages (the answer to a main-image change). */
export const productFieldsSchema = savedProductSchema.omit({ translations: true });

/** A product in the back office's list: active or not, with its live variants and all its images. */
export const adminProductSchema = savedProductSchema.extend({
  variants: z.array(adminVariantSchema),
  images: z.array(adminImageSchema),
  imageUrls: z.array(z.string()),
});
