// Reads the public catalogue in four fixed queries (products, their variants, their images, their
// translations), never one query per product, then stitches them together in memory.
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  sizeTranslationsOf,
  TRANSLATED_LANGUAGES,
  type ProductTranslations,
  type SizeTranslations,
  type TranslatedLanguage,
} from '../../../shared/product-text.ts';
import type { Product, ProductImage, ProductVariant } from '../../../shared/schemas/catalog.ts';
import { upcomingRelease } from '../../../shared/releases.ts';
import { shopperStock } from '../../../shared/stock-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products, productTranslations, productVariants } from '../../db/schema.ts';

const iso = (date: Date): string => date.toISOString();

/** An active product in English, with its stored Malay and Chinese texts (and its sizes') beside it. */
export interface ActiveProduct {
  product: Product;
  translations: ProductTranslations;
  sizeTranslations: Map<string, SizeTranslations>;
}

/** `now` decides which announced releases are still ahead ("coming soon"). */
export async function listActiveProducts(db: DbOrTx, now: Date = new Date()): Promise<ActiveProduct[]> {
  const [productRows, variantRows, imageRows, translationRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.name), asc(products.id)),
    db
      .select({ variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.isActive, true),
          eq(productVariants.isActive, true),
          isNull(productVariants.removedAt),
        ),
      )
      .orderBy(asc(productVariants.price), asc(productVariants.size), asc(productVariants.id)),
    db
      .select({ image: productImages })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(eq(products.isActive, true), eq(productImages.isActive, true)))
      .orderBy(asc(productImages.displayOrder), asc(productImages.id)),
    db
      .select({ translation: productTranslations })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(eq(products.isActive, true)),
  ]);

  const variantsByProduct = new Map<string, ProductVariant[]>();
  const sizeTranslations = new Map<string, SizeTranslations>();
  for (const { variant } of variantRows) {
    const list = variantsByProduct.get(variant.productId) ?? [];
    sizeTranslations.set(variant.id, sizeTranslationsOf(variant));
    // Removal is for the back office; shoppers only ever see live variants.
    const {
      removedAt: _removedAt,
      stock,
      lowStockAt: _lowStockAt,
      sizeMs: _ms,
      sizeZh: _zh,
      ...shown
    } = variant;
    list.push({ ...shown, ...shopperStock(stock), createdAt: iso(variant.createdAt) });
    variantsByProduct.set(variant.productId, list);
  }
  const imagesByProduct = new Map<string, ProductImage[]>();
  for (const { image } of imageRows) {
    const list = imagesByProduct.get(image.productId) ?? [];
    list.push({ ...image, createdAt: iso(image.createdAt) });
    imagesByProduct.set(image.productId, list);
  }

  const translationsByProduct = new Map<string, ProductTranslations>();
  for (const { translation } of translationRows) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(translation.language)) continue;
    const own = translationsByProduct.get(translation.productId) ?? {};
    own[translation.language as TranslatedLanguage] = translation;
    translationsByProduct.set(translation.productId, own);
  }

  return productRows.map((row) => ({
    product: toProduct(row),
    translations: translationsByProduct.get(row.id) ?? {},
    sizeTranslations,
  }));

  function toProduct(row: (typeof productRows)[number]): Product {
    const images = imagesByProduct.get(row.id) ?? [];
    const imageUrls = images.map((image) => image.imageUrl);
    return {
      ...row,
      category: row.category === 'rice-wine' ? 'rice-wine' : 'beer',
      // The first gallery image is the main image; the legacy column is only a fallback.
      imageUrl: imageUrls[0] ?? row.imageUrl,
      releaseAt: upcomingRelease(row.releaseAt, now),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      variants: variantsByProduct.get(row.id) ?? [],
      images,
      imageUrls: imageUrls.length > 0 ? imageUrls : row.imageUrl ? [row.imageUrl] : [],
    };
  }
}
