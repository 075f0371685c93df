// Test-only helpers for stock: a product with one size, and the ledger read straight from the database.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { productVariants, stockMovements } from '../../db/schema.ts';
import type { TestClient } from '../../test-support/test-app.ts';

export interface StockedSize {
  productId: string;
  variantId: string;
  /** The size's admin address, `/api/admin/products/:productId/variants/:variantId`. */
  url: string;
}

/** A new active product with one size at the given price, counted with `stock` units when given. */
export async function stockedSize(
  admin: TestClient,
  options: { name?: string; price?: number; stock?: number } = {},
): Promise<StockedSize> {
  const product = await admin.post<{ id: string }>('/api/admin/products', {
    name: options.name ?? `Stock Stout ${crypto.randomUUID().slice(0, 8)}`,
    category: 'beer',
    isActive: true,
  });
  expect(product.status).toBe(201);
  const variant = await admin.post<{ id: string }>(`/api/admin/products/${product.body.id}/variants`, {
    size: '330ML Bottle',
    price: options.price ?? 10,
    isActive: true,
  });
  expect(variant.status).toBe(201);
  const url = `/api/admin/products/${product.body.id}/variants/${variant.body.id}`;
  if (options.stock !== undefined) {
    expect((await admin.put(`${url}/stock`, { count: options.stock })).status).toBe(200);
  }
  return { productId: product.body.id, variantId: variant.body.id, url };
}

/** The size's count and the sum of its ledger's movements, read from the database. */
export async function stockAndLedger(db: Db, variantId: string) {
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.change}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId));
  return { stock: variant?.stock ?? null, ledger: ledger?.sum ?? 0 };
}
