// Products and their new sizes and main image (docs/rules/catalogue.md): each change runs in one
// transaction with its audit record (src/server/modules/audit/record.ts).
import { senToDecimal, toSen } from '../../../shared/money.ts';
import type { ProductData, VariantData } from '../../../shared/schemas/admin-products.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import {
  productAuditFields,
  productEntity,
  variantAuditFields,
  variantEntity,
} from './admin-audit-fields.ts';
import * as repo from './admin-repository.ts';
import { sizeColumns } from './admin-variant-view.ts';

const PRODUCT_NOT_FOUND = 'Product not found';

type ProductFields = Omit<ProductData, 'translations' | 'abv' | 'imageUrl'> & {
  abv: number | null;
  imageUrl?: string | null;
};

const toValues = ({ abv, ...fields }: ProductFields): repo.ProductValues => ({
  ...fields,
  abv: abv?.toFixed(2) ?? null,
});

/** Creates a product with its Malay and Chinese texts in one transaction. */
export async function createProduct(db: Db, actor: Actor, { translations, ...fields }: ProductData) {
  return db.transaction(async (tx) => {
    const product = await repo.insertProduct(tx, toValues(fields));
    if (translations) await repo.replaceTranslations(tx, product.id, translations);
    const stored = (await repo.listTranslations(tx, [product.id])).get(product.id);
    await recordActivity(tx, {
      actor,
      action: 'product.create',
      entity: productEntity(product),
      after: productAuditFields(product, stored),
    });
    return { ...product, translations: stored ?? repo.emptyTranslations() };
  });
}

/** Replaces a product's fields and the translations sent with them; null when there is no such product. */
export async function updateProduct(db: Db, actor: Actor, id: string, data: ProductData) {
  const { translations, ...fields } = data;
  return db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, id);
    if (!before) return null;
    const textsBefore = (await repo.listTranslations(tx, [id])).get(id);
    const product = (await repo.updateProduct(tx, id, toValues(fields)))!;
    if (translations) await repo.replaceTranslations(tx, id, translations);
    const stored = (await repo.listTranslations(tx, [id])).get(id);
    await recordActivity(tx, {
      actor,
      action: 'product.update',
      entity: productEntity(product),
      before: productAuditFields(before, textsBefore ?? repo.emptyTranslations()),
      after: productAuditFields(product, stored ?? repo.emptyTranslations()),
    });
    return { ...product, translations: stored ?? repo.emptyTranslations() };
  });
}

/** Deletes the product with its variants and images; answers the image addresses it held, or null. */
export async function deleteProduct(db: Db, actor: Actor, productId: string) {
  return db.transaction(async (tx): Promise<(string | null)[] | null> => {
    const product = await repo.lockProduct(tx, productId);
    if (!product) return null;
    const images = await repo.listImages(tx, productId);
    await repo.deleteProduct(tx, productId);
    await recordActivity(tx, {
      actor,
      action: 'product.delete',
      entity: productEntity(product),
      before: productAuditFields(product),
    });
    return [product.imageUrl, ...images.map((image) => image.imageUrl)];
  });
}

export async function setMainImage(db: Db, actor: Actor, productId: string, imageUrl: string) {
  return db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, productId);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    const product = (await repo.updateProduct(tx, productId, { imageUrl }))!;
    await recordActivity(tx, {
      actor,
      action: 'product.main-image',
      entity: productEntity(product),
      before: { imageUrl: before.imageUrl },
      after: { imageUrl: product.imageUrl },
    });
    return product;
  });
}

export async function addVariant(db: Db, actor: Actor, productId: string, input: VariantData) {
  return db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const variant = await repo.insertVariant(tx, {
      productId,
      size: input.size,
      ...sizeColumns(input.sizeTranslations),
      price: senToDecimal(toSen(input.price)),
      isActive: input.isActive,
    });
    await recordActivity(tx, {
      actor,
      action: 'variant.create',
      entity: variantEntity(product.name, variant),
      after: variantAuditFields(variant),
    });
    return variant;
  });
}
