// Shared set-up for the admin catalogue API tests: a running app, a signed-in admin and small helpers.
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { productImages, products, productVariants } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

export const validProduct = {
  name: 'Hutan Hazy IPA',
  category: 'beer',
  abv: 6.5,
  ibu: 45,
  description: 'Juicy and hazy',
  isActive: true,
};

/** An uploaded-looking image path (the API accepts only paths under /objects/uploads/). */
export const image = (n: number) => `/objects/uploads/test-image-${n}.webp`;

export async function startCatalogueTest() {
  const t: TestApp = await startTestApp();
  const admin: TestClient = await signInAdmin(t);
  const tables = { products, productVariants, productImages };
  return {
    t,
    admin,
    async rows(table: keyof typeof tables): Promise<number> {
      const [row] = await t.database.db.select({ n: count() }).from(tables[table]);
      return row?.n ?? 0;
    },
    async createProduct(overrides: Record<string, unknown> = {}): Promise<string> {
      const res = await admin.post<{ id: string }>('/api/admin/products', { ...validProduct, ...overrides });
      expect(res.status).toBe(201);
      return res.body.id;
    },
  };
}

export type CatalogueTest = Awaited<ReturnType<typeof startCatalogueTest>>;
