// Product images: the pair (productId, displayOrder) is unique, the first image is the product's main
// image, and every change runs in one transaction with the product row locked.
import { defaultAltText, type ImageReorderInput } from '../../../shared/schemas/admin-products.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { storedNamesOf } from '../../storage/image-files.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { imageAuditFields, imageEntity, productEntity } from './admin-audit-fields.ts';
import * as repo from './admin-repository.ts';

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

export async function addImage(
  db: Db,
  actor: Actor,
  productId: string,
  input: { imageUrl: string; altText: string | null; displayOrder: number },
) {
  try {
    return await db.transaction(async (tx) => {
      const product = await repo.lockProduct(tx, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const position = (await repo.countImages(tx, productId)) + 1;
      const image = await repo.insertImage(tx, {
        productId,
        imageUrl: input.imageUrl,
        altText: input.altText ?? defaultAltText(position),
        displayOrder: input.displayOrder,
      });
      await syncMainImage(tx, productId);
      await recordActivity(tx, {
        actor,
        action: 'image.create',
        entity: imageEntity(product.name, image),
        after: imageAuditFields(image),
      });
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
 * `npm run storage -- orphans` (docs/operations.md), never a reason to undo the deletion.
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

/** Removes one image; answers its address. */
export async function removeImage(db: Db, actor: Actor, productId: string, imageId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const removed = await repo.deleteImage(tx, productId, imageId);
    if (!removed) throw notFound('Image not found');
    await recordActivity(tx, {
      actor,
      action: 'image.delete',
      entity: imageEntity(product.name, removed),
      before: imageAuditFields(removed),
    });
    // Close the gap so "existing count + index" (docs/rules/catalogue.md) stays free for the next upload.
    const rest = await repo.listImages(tx, productId);
    await repo.parkImageOrders(tx, productId);
    for (const [index, image] of rest.entries()) await repo.setImageOrder(tx, image.id, index);
    await syncMainImage(tx, productId, removed.imageUrl);
    return removed.imageUrl;
  });
}

export async function reorderImages(db: Db, actor: Actor, productId: string, input: ImageReorderInput) {
  const orders = input.imageOrders;
  if (new Set(orders.map((o) => o.id)).size !== orders.length)
    throw badRequest('Each image may be listed once', 'imageOrders');
  if (new Set(orders.map((o) => o.order)).size !== orders.length)
    throw badRequest('Each order may be used once', 'imageOrders');
  return db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const current = await repo.listImages(tx, productId);
    const known = new Set(current.map((i) => i.id));
    if (current.length !== orders.length || orders.some((o) => !known.has(o.id))) {
      throw badRequest('imageOrders must list every image of this product once', 'imageOrders');
    }
    await repo.parkImageOrders(tx, productId);
    for (const { id, order } of orders) await repo.setImageOrder(tx, id, order);
    await syncMainImage(tx, productId);
    const reordered = await repo.listImages(tx, productId);
    // The images' addresses, first (the main image) to last.
    await recordActivity(tx, {
      actor,
      action: 'image.reorder',
      entity: productEntity(product),
      before: { images: current.map((image) => image.imageUrl) },
      after: { images: reordered.map((image) => image.imageUrl) },
    });
    return reordered;
  });
}
