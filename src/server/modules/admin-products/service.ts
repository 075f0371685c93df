// Product images: the pair (productId, displayOrder) is unique, the first image is the product's main
// image, and every change runs in one transaction with the product row locked.
import { toSen, senToDecimal } from '../../../shared/money.ts';
import {
  defaultAltText,
  type ImageReorderInput,
  type ProductData,
} from '../../../shared/schemas/admin-products.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { storedNamesOf } from '../../storage/image-files.ts';
import * as repo from './repository.ts';

const PRODUCT_NOT_FOUND = 'Product not found';

/** Keeps products.imageUrl on the first image; leaves it alone when the product has no images. */
async function syncMainImage(tx: DbOrTx, productId: string, removedUrl?: string): Promise<void> {
  const [first] = await repo.listImages(tx, productId);
  if (first) await repo.updateProduct(tx, productId, { imageUrl: first.imageUrl });
  else if (removedUrl) {
    const product = await repo.lockProduct(tx, productId);
    if (product?.imageUrl === removedUrl) await repo.updateProduct(tx, productId, { imageUrl: null });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function addVariant(
  db: Db,
  productId: string,
  input: { size: string; price: number; isActive: boolean },
) {
  if (!(await repo.productExists(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return repo.insertVariant(db, {
    productId,
    size: input.size,
    price: senToDecimal(toSen(input.price)),
    isActive: input.isActive,
  });
}

export async function addImage(
  db: Db,
  productId: string,
  input: { imageUrl: string; altText: string | null; displayOrder: number },
) {
  try {
    return await db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);
      const position = (await repo.countImages(tx, productId)) + 1;
      const image = await repo.insertImage(tx, {
        productId,
        imageUrl: input.imageUrl,
        altText: input.altText ?? defaultAltText(position),
        displayOrder: input.displayOrder,
      });
      await syncMainImage(tx, productId);
      return image;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another image already has this display order');
    throw error;
  }
}

/**
 * Removes the stored files (main WebP and renditions) of the given images once no row names them any
 * more. Runs after the rows are gone; a file the store fails to remove is reported and left for
 * `npm run storage -- orphans` (README), never a reason to undo the deletion.
 */
export async function discardImageFiles(
  db: Db,
  storage: ObjectStorage,
  urls: (string | null)[],
  onError: (error: unknown) => void,
): Promise<void> {
  const candidates = [...new Set(urls.filter((url): url is string => url !== null))];
  const inUse = await repo.imageUrlsInUse(db, candidates);
  const names = candidates.filter((url) => !inUse.has(url)).flatMap(storedNamesOf);
  const results = await Promise.allSettled(names.map((name) => storage.remove(name)));
  for (const result of results) if (result.status === 'rejected') onError(result.reason);
}

/** Deletes the product with its variants and images; answers the image addresses it held, or null. */
export async function deleteProduct(db: Db, productId: string): Promise<(string | null)[] | null> {
  return db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, productId);
    if (!product) return null;
    const images = await repo.listImages(tx, productId);
    await repo.deleteProduct(tx, productId);
    return [product.imageUrl, ...images.map((image) => image.imageUrl)];
  });
}

/** Removes one image; answers its address. */
export async function removeImage(db: Db, productId: string, imageId: string): Promise<string> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);
    const removed = await repo.deleteImage(tx, productId, imageId);
    if (!removed) throw notFound('Image not found');
    // Close the gap so "existing count + index" (docs/rules/catalogue.md) stays free for the next upload.
    const rest = await repo.listImages(tx, productId);
    await repo.parkImageOrders(tx, productId);
    for (const [index, image] of rest.entries()) await repo.setImageOrder(tx, image.id, index);
    await syncMainImage(tx, productId, removed.imageUrl);
    return removed.imageUrl;
  });
}

export async function reorderImages(db: Db, productId: string, input: ImageReorderInput) {
  const orders = input.imageOrders;
  if (new Set(orders.map((o) => o.id)).size !== orders.length)
    throw badRequest('Each image may be listed once', 'imageOrders');
  if (new Set(orders.map((o) => o.order)).size !== orders.length)
    throw badRequest('Each order may be used once', 'imageOrders');
  return db.transaction(async (tx) => {
    if (!(await repo.lockProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);
    const current = await repo.listImages(tx, productId);
    const known = new Set(current.map((i) => i.id));
    if (current.length !== orders.length || orders.some((o) => !known.has(o.id))) {
      throw badRequest('imageOrders must list every image of this product once', 'imageOrders');
    }
    await repo.parkImageOrders(tx, productId);
    for (const { id, order } of orders) await repo.setImageOrder(tx, id, order);
    await syncMainImage(tx, productId);
    return repo.listImages(tx, productId);
  });
}

export async function setMainImage(db: Db, productId: string, imageUrl: string) {
  const product = await repo.updateProduct(db, productId, { imageUrl });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

type ProductFields = Omit<ProductData, 'translations' | 'abv' | 'imageUrl'> & {
  abv: number | null;
  imageUrl?: string | null;
};

const toValues = ({ abv, ...fields }: ProductFields): repo.ProductValues => ({
  ...fields,
  abv: abv?.toFixed(2) ?? null,
});

/** Creates a product with its Malay and Chinese texts in one transaction. */
export async function createProduct(db: Db, { translations, ...fields }: ProductData) {
  return db.transaction(async (tx) => {
    const product = await repo.insertProduct(tx, toValues(fields));
    if (translations) await repo.replaceTranslations(tx, product.id, translations);
    const stored = await repo.listTranslations(tx, [product.id]);
    return { ...product, translations: stored.get(product.id) ?? repo.emptyTranslations() };
  });
}

/** Replaces a product's fields and the translations sent with them; null when there is no such product. */
export async function updateProduct(db: Db, id: string, { translations, ...fields }: ProductData) {
  return db.transaction(async (tx) => {
    const product = await repo.updateProduct(tx, id, toValues(fields));
    if (!product) return null;
    if (translations) await repo.replaceTranslations(tx, id, translations);
    const stored = await repo.listTranslations(tx, [id]);
    return { ...product, translations: stored.get(id) ?? repo.emptyTranslations() };
  });
}
