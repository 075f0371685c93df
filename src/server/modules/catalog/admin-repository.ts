// SQL for the admin catalogue: every product (active or not) with its images, variants and translations.
import { waitingPerSize } from '../back-in-stock/repository.ts';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PRODUCT_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
  type ProductTranslation,
  type ProductTranslations,
  type TranslatedLanguage,
} from '../../../shared/product-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products, productTranslations, productVariants, users } from '../../db/schema.ts';
import { adminVariant } from './admin-variant-view.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ImageRow = typeof productImages.$inferSelect;

export async function listProductsWithDetails(db: DbOrTx) {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const [images, variants, translations] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.displayOrder)),
    db
      .select()
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNull(productVariants.removedAt)))
      .orderBy(asc(productVariants.createdAt), asc(productVariants.id)),
    listTranslations(db, ids),
  ]);
  const waiting = await waitingPerSize(
    db,
    variants.map((v) => v.id),
  );
  return rows.map((product) => {
    const own = images.filter((i) => i.productId === product.id);
    return {
      ...product,
      images: own,
      imageUrls: own.map((i) => i.imageUrl),
      variants: variants
        .filter((v) => v.productId === product.id)
        .map((v) => ({ ...adminVariant(v), waiting: waiting.get(v.id) ?? 0 })),
      translations: translations.get(product.id) ?? emptyTranslations(),
    };
  });
}

const emptyTranslation = (): ProductTranslation =>
  Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, null])) as ProductTranslation;

/** Both languages, every field null: what the back office reads for an untranslated product. */
export const emptyTranslations = (): Required<ProductTranslations> => ({
  ms: emptyTranslation(),
  zh: emptyTranslation(),
});

/** The stored Malay and Chinese texts of the given products, by product id. */
export async function listTranslations(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, Required<ProductTranslations>>> {
  const byProduct = new Map<string, Required<ProductTranslations>>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productTranslations)
    .where(inArray(productTranslations.productId, [...productIds]));
  for (const row of rows) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(row.language)) continue;
    const own = byProduct.get(row.productId) ?? emptyTranslations();
    const { productId: _productId, language, updatedAt: _updatedAt, ...texts } = row;
    own[language as TranslatedLanguage] = texts;
    byProduct.set(row.productId, own);
  }
  return byProduct;
}

/** Replaces the texts of each language given; a language whose fields are all empty is removed. */
export async function replaceTranslations(
  db: DbOrTx,
  productId: string,
  translations: ProductTranslations,
): Promise<void> {
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    const where = and(
      eq(productTranslations.productId, productId),
      eq(productTranslations.language, language),
    );
    if (PRODUCT_TEXT_FIELDS.every((field) => !texts[field])) {
      await db.delete(productTranslations).where(where);
      continue;
    }
    await db
      .insert(productTranslations)
      .values({ productId, language, ...texts })
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.language],
        set: { ...texts, updatedAt: new Date() },
      });
  }
}

export async function productExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbOrTx,
  id: string,
  values: Partial<ProductValues>,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

export async function deleteProduct(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export async function insertVariant(db: DbOrTx, values: typeof productVariants.$inferInsert) {
  const [row] = await db.insert(productVariants).values(values).returning();
  return row!;
}

export function listImages(db: DbOrTx, productId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.displayOrder));
}

export async function countImages(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

export async function insertImage(db: DbOrTx, values: typeof productImages.$inferInsert): Promise<ImageRow> {
  const [row] = await db.insert(productImages).values(values).returning();
  return row!;
}

export async function deleteImage(db: DbOrTx, productId: string, imageId: string): Promise<ImageRow | null> {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)))
    .returning();
  return row ?? null;
}

export async function setImageOrder(db: DbOrTx, imageId: string, displayOrder: number): Promise<void> {
  await db.update(productImages).set({ displayOrder }).where(eq(productImages.id, imageId));
}

/** Moves every image of a product out of the way (negative orders) so new orders never collide. */
export async function parkImageOrders(db: DbOrTx, productId: string): Promise<void> {
  await db
    .update(productImages)
    .set({ displayOrder: sql`-1 - ${productImages.displayOrder}` })
    .where(eq(productImages.productId, productId));
}

/** Locks the product row so concurrent image changes of one product run one after another. */
export async function lockProduct(db: DbOrTx, productId: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

/** Of `urls`, those some product, product image or staff picture still names. */
export async function imageUrlsInUse(db: DbOrTx, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [images, mains, pictures] = await Promise.all([
    db
      .selectDistinct({ url: productImages.imageUrl })
      .from(productImages)
      .where(inArray(productImages.imageUrl, urls)),
    db.selectDistinct({ url: products.imageUrl }).from(products).where(inArray(products.imageUrl, urls)),
    db.selectDistinct({ url: users.profileImageUrl }).from(users).where(inArray(users.profileImageUrl, urls)),
  ]);
  return new Set([...images, ...mains, ...pictures].map((row) => row.url).filter((url) => url !== null));
}

/** Every image address any row names, for the orphaned-files check. */
export async function allImageUrls(db: DbOrTx): Promise<Set<string>> {
  const [images, mains, pictures] = await Promise.all([
    db.selectDistinct({ url: productImages.imageUrl }).from(productImages),
    db.selectDistinct({ url: products.imageUrl }).from(products),
    db.selectDistinct({ url: users.profileImageUrl }).from(users),
  ]);
  return new Set([...images, ...mains, ...pictures].map((row) => row.url).filter((url) => url !== null));
}
