import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { singleLine } from './text.ts';

export const PRODUCT_CATEGORIES = ['beer', 'rice-wine'] as const;
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productVariantSchema = z.object({
  id: z.string(),
  productId: z.string(),
  size: z.string(),
  /** Decimal string, e.g. "26.00" (prices travel as strings, docs/rules/ordering.md). */
  price: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** False when the size is sold out (docs/decisions/025-stock-ledger.md). */
  available: z.boolean(),
  /** How many are left when few are ("only 3 left"), else null: the count itself is not shown. */
  left: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productImageSchema = z.object({
  id: z.string(),
  productId: z.string(),
  imageUrl: z.string(),
  displayOrder: z.number().int(),
  altText: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product as the public catalogue answers it: active variants by price, active images in display order. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: productCategorySchema,
  abv: z.string().nullable(),
  ibu: z.number().int().nullable(),
  style: z.string().nullable(),
  color: z.string().nullable(),
  tastingNotes: z.string().nullable(),
  brewingStory: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isTopSeller: z.boolean(),
  isActive: z.boolean(),
  /**
   * While the product is still to be released ("coming soon", cannot be ordered): when it opens, as an
   * ISO instant; null once it is open (docs/decisions/026-releases-and-stock-alerts.md).
   */
  releaseAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  variants: z.array(productVariantSchema),
  images: z.array(productImageSchema),
  /** The image URLs in display order (the main image first). */
  imageUrls: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

export const productIdParamsSchema = z.object({ id: singleLine() });

/** `?lang=` of the public catalogue; left out, the Accept-Language header decides. */
export const catalogQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'lang must be en, ms or zh' }).optional(),
});

/** The headers the catalogue reads (docs/rules/api.md): the shopper's languages and the copy they hold. */
export const catalogHeadersSchema = z.looseObject({
  'accept-language': z.string().optional(),
  'if-none-match': z.string().optional(),
});
