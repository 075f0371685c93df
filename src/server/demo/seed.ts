// Fills an empty shop with the demo catalogue so a first run looks like a real brewery. Pictures are
// rendered and stored before the transaction (they are files, not rows, and take a few seconds); the rows
// go in as one transaction, so a crash never leaves half a catalogue behind.
import { count } from 'drizzle-orm';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { altTextFor, demoCatalogue, type DemoProduct } from './catalogue.ts';
import { demoCatalogueMs } from './catalogue-ms.ts';
import { demoCatalogueZh } from './catalogue-zh.ts';
import { demoSizeNames } from './size-names.ts';
import {
  inBatches,
  RENDER_CONCURRENCY,
  storeCategoryDefault,
  storeProductImages,
  type StoredImage,
} from './images.ts';
import { productImages, products, productTranslations, productVariants } from '../db/schema.ts';

async function hasProducts(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

async function insertProduct(
  tx: DbOrTx,
  product: DemoProduct,
  images: readonly StoredImage[],
): Promise<void> {
  const [row] = await tx
    .insert(products)
    .values({
      name: product.name,
      description: product.description,
      category: product.category,
      style: product.style,
      abv: product.abv,
      ibu: product.ibu,
      color: product.color,
      tastingNotes: product.tastingNotes,
      brewingStory: product.brewingStory,
      imageUrl: images[0]?.url ?? null,
      isTopSeller: product.isTopSeller,
      isActive: product.isActive,
    })
    .returning({ id: products.id });
  const productId = row!.id;
  const translated = [
    { language: 'ms', texts: demoCatalogueMs[product.name] },
    { language: 'zh', texts: demoCatalogueZh[product.name] },
  ].flatMap(({ language, texts }) => (texts ? [{ productId, language, ...texts }] : []));
  if (translated.length > 0) await tx.insert(productTranslations).values(translated);
  await tx.insert(productVariants).values(
    product.variants.map((v) => ({
      productId,
      size: v.size,
      sizeMs: demoSizeNames[v.size]?.ms ?? null,
      sizeZh: demoSizeNames[v.size]?.zh ?? null,
      price: v.price,
      isActive: true,
    })),
  );
  if (images.length > 0) {
    await tx.insert(productImages).values(
      images.map((image, i) => ({
        productId,
        imageUrl: image.url,
        displayOrder: i,
        altText: altTextFor(product, product.art.shots[i]!),
        isActive: true,
      })),
    );
  }
}

/**
 * Seeds the demo catalogue into an empty shop. Returns false, touching nothing, when any product exists
 * (active or not): the shop's own catalogue always wins over the demo.
 */
export async function seedDemoCatalogue(db: Db, storage: ObjectStorage): Promise<boolean> {
  if (await hasProducts(db)) return false;

  const jobs = [
    ...demoCatalogue.map((product) => () => storeProductImages(storage, product.art)),
    () => storeCategoryDefault(storage, 'beer').then((image) => [image]),
    () => storeCategoryDefault(storage, 'rice-wine').then((image) => [image]),
  ];
  const imagesByProduct = await inBatches(jobs, RENDER_CONCURRENCY, (job) => job());

  return db.transaction(async (tx) => {
    // Another process may have seeded while we were drawing; the image files are the same either way.
    if (await hasProducts(tx)) return false;
    for (const [i, product] of demoCatalogue.entries()) {
      await insertProduct(tx, product, imagesByProduct[i] ?? []);
    }
    return true;
  });
}
