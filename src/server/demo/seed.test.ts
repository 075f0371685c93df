import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_IMAGE_URLS } from '../../shared/default-images.ts';
import {
  IMAGE_MAX_WIDTH,
  IMAGE_RENDITION_WIDTHS,
  renditionUrl,
  UPLOAD_URL_PREFIX,
} from '../../shared/images.ts';
import { createLocalStorage, type ObjectStorage } from '../storage/object-storage.ts';
import { freshDatabase } from '../test-support/test-app.ts';
import type { Database } from '../db/client.ts';
import { missingTranslations } from '../../shared/product-text.ts';
import { productImages, products, productTranslations, productVariants } from '../db/schema.ts';
import { seedDemoCatalogue } from './seed.ts';

let tmp: string;
let database: Database;
let storage: ObjectStorage;
let firstRun: boolean;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'taproom-seed-'));
  database = await freshDatabase(tmp);
  storage = createLocalStorage(path.join(tmp, 'uploads'));
  firstRun = await seedDemoCatalogue(database.db, storage);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const objectName = (url: string): string => url.slice(UPLOAD_URL_PREFIX.length);

async function expectWebp(url: string, width: number): Promise<void> {
  const stored = await storage.get(objectName(url));
  expect(stored, url).not.toBeNull();
  const meta = await sharp(stored!.body).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(width);
  // every stored picture keeps the 4:3 frame
  expect(meta.height).toBe((width * 3) / 4);
}

async function expectImageWithRenditions(url: string): Promise<void> {
  await expectWebp(url, IMAGE_MAX_WIDTH);
  for (const width of IMAGE_RENDITION_WIDTHS) await expectWebp(renditionUrl(url, width)!, width);
}

test('seeding an empty shop creates beers and rice wines with active variants and pictures', async () => {
  expect(firstRun).toBe(true);
  const db = database.db;
  const all = await db.select().from(products);
  const active = all.filter((p) => p.isActive);
  expect(active.filter((p) => p.category === 'beer').length).toBeGreaterThanOrEqual(4);
  expect(active.filter((p) => p.category === 'rice-wine').length).toBeGreaterThanOrEqual(2);

  for (const product of active) {
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    expect(variants.length, product.name).toBeGreaterThanOrEqual(2);
    expect(variants.length, product.name).toBeLessThanOrEqual(3);
    for (const v of variants) {
      expect(v.isActive).toBe(true);
      expect(v.price).toMatch(/^\d+\.\d{2}$/);
    }

    const images = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.displayOrder));
    expect(images.length, product.name).toBeGreaterThanOrEqual(2);
    expect(images.map((i) => i.displayOrder)).toEqual(images.map((_, i) => i));
    expect(product.imageUrl).toBe(images[0]!.imageUrl);
    for (const image of images) {
      expect(image.altText?.length ?? 0).toBeGreaterThan(10);
      await expectImageWithRenditions(image.imageUrl);
    }
  }
});

test('the demo catalogue has top sellers and keeps one inactive product for the admin screens', async () => {
  const all = await database.db.select().from(products);
  const topSellers = all.filter((p) => p.isTopSeller && p.isActive);
  expect(topSellers.length).toBeGreaterThanOrEqual(4);
  expect(topSellers.length).toBeLessThanOrEqual(5);
  const inactive = all.filter((p) => !p.isActive);
  expect(inactive).toHaveLength(1);
  const [row] = await database.db
    .select({ n: count() })
    .from(productVariants)
    .where(eq(productVariants.productId, inactive[0]!.id));
  expect(row!.n).toBeGreaterThanOrEqual(1);
});

test('every demo product is written in Malay and Chinese, each field its own text', async () => {
  const db = database.db;
  const all = await db.select().from(products);
  const rows = await db.select().from(productTranslations);
  for (const product of all) {
    const ms = rows.find((r) => r.productId === product.id && r.language === 'ms');
    const zh = rows.find((r) => r.productId === product.id && r.language === 'zh');
    expect(missingTranslations(product, { ms, zh }), product.name).toEqual([]);
    // Chinese text is written in Chinese characters, not copied from English.
    expect(zh!.description, product.name).toMatch(/[\u4e00-\u9fff]/);
    expect(ms!.description, product.name).not.toBe(product.description);
    expect(ms!.tastingNotes, product.name).not.toBe(product.tastingNotes);
  }
});

test("every demo size has its Malay and Chinese name, in the shop's words for the container", async () => {
  const sizes = await database.db.select().from(productVariants);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) {
    expect(size.sizeMs, size.size).toMatch(/^(Tin|Botol|Tong) \d+(ML|L)$/);
    expect(size.sizeZh, size.size).toMatch(/^\d+(ML|L) (罐装|瓶装|酒桶)$/);
    expect(size.sizeMs!.split(' ')[1], size.size).toBe(size.size.split(' ')[0]);
  }
});

test('seeding also stores the category fallback pictures', async () => {
  await expectImageWithRenditions(DEFAULT_IMAGE_URLS.beer);
  await expectImageWithRenditions(DEFAULT_IMAGE_URLS['rice-wine']);
});

test('seeding a shop that already has products changes nothing', async () => {
  const countRows = async () => {
    const [p] = await database.db.select({ n: count() }).from(products);
    const [v] = await database.db.select({ n: count() }).from(productVariants);
    const [i] = await database.db.select({ n: count() }).from(productImages);
    return [p!.n, v!.n, i!.n];
  };
  const before = await countRows();
  const files = (await fs.readdir(path.join(tmp, 'uploads'))).length;

  expect(await seedDemoCatalogue(database.db, storage)).toBe(false);
  expect(await countRows()).toEqual(before);
  expect((await fs.readdir(path.join(tmp, 'uploads'))).length).toBe(files);
});
