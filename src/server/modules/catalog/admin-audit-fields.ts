// What the audit trail keeps of catalogue entities: the fields staff edit, translations flattened to
// "ms.name", and the labels the Activity screen shows ("Hornbill Pale Ale 330ML Bottle").
import type { ProductTranslations } from '../../../shared/product-text.ts';
import type { ProductRow, ImageRow } from './admin-repository.ts';

export function productAuditFields(product: ProductRow, translations?: ProductTranslations) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = product;
  const texts = Object.entries(translations ?? {}).flatMap(([language, values]) =>
    Object.entries(values ?? {}).map(([field, value]) => [`${language}.${field}`, value] as const),
  );
  return { ...fields, ...Object.fromEntries(texts) } as Record<string, unknown>;
}

export const productEntity = (product: Pick<ProductRow, 'id' | 'name'>) =>
  ({ type: 'product', id: product.id, label: product.name }) as const;

export const variantEntity = (productName: string, variant: { id: string; size: string }) =>
  ({ type: 'variant', id: variant.id, label: `${productName} ${variant.size}` }) as const;

export const imageEntity = (productName: string, image: Pick<ImageRow, 'id'>) =>
  ({ type: 'image', id: image.id, label: productName }) as const;

export const imageAuditFields = (image: ImageRow) => ({
  imageUrl: image.imageUrl,
  altText: image.altText,
  displayOrder: image.displayOrder,
});

export const variantAuditFields = (variant: {
  size: string;
  sizeMs: string | null;
  sizeZh: string | null;
  price: string;
  isActive: boolean;
}) => ({
  size: variant.size,
  sizeMs: variant.sizeMs,
  sizeZh: variant.sizeZh,
  price: variant.price,
  isActive: variant.isActive,
});
