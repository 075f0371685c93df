// Reads the public catalogue in three fixed queries (products, their variants, their images), never one
// query per product, then stitches them together in memory.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Product, ProductImage, ProductVariant } from '../../../shared/schemas/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products, productVariants } from '../../db/schema.ts';

const iso = (date: Date): string => date.toISOString();

export async function listActiveProducts(db: DbOrTx): Promise<Product[]> {
  const [productRows, variantRows, imageRows] = await Promise.all([
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
  ]);

  const variantsByProduct = new Map<string, ProductVariant[]>();
  for (const { variant } of variantRows) {
    const list = variantsByProduct.get(variant.productId) ?? [];
    // Removal is for the back office; shoppers only ever see live variants.
    const { removedAt: _removedAt, ...shown } = variant;
    list.push({ ...shown, createdAt: iso(variant.createdAt) });
    variantsByProduct.set(variant.productId, list);
  }
  const imagesByProduct = new Map<string, ProductImage[]>();
  for (const { image } of imageRows) {
    const list = imagesByProduct.get(image.productId) ?? [];
    list.push({ ...image, createdAt: iso(image.createdAt) });
    imagesByProduct.set(image.productId, list);
  }

  return productRows.map((row) => {
    const images = imagesByProduct.get(row.id) ?? [];
    const imageUrls = images.map((image) => image.imageUrl);
    return {
      ...row,
      category: row.category === 'rice-wine' ? 'rice-wine' : 'beer',
      // The first gallery image is the main image; the legacy column is only a fallback.
      imageUrl: imageUrls[0] ?? row.imageUrl,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      variants: variantsByProduct.get(row.id) ?? [],
      images,
      imageUrls: imageUrls.length > 0 ? imageUrls : row.imageUrl ? [row.imageUrl] : [],
    };
  });
}
