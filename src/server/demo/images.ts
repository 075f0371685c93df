// Renders the demo catalogue's drawn illustrations to WebP and stores them like real uploads: a main image
// at most 1600 px wide plus the responsive renditions (src/shared/images.ts). Names are deterministic, so
// seeding again overwrites the same files instead of piling up copies.
import os from 'node:os';
import { IMAGE_MAX_WIDTH, IMAGE_RENDITION_WIDTHS, UPLOAD_URL_PREFIX } from '../../shared/images.ts';
import { loadSharp } from '../images/load-sharp.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { categoryDefaultSvg, productSvg, type ProductArt } from './scenes.ts';

export type { ProductArt, Shot } from './scenes.ts';

export interface StoredImage {
  name: string;
  url: string;
}

// Effort 2 of 6 keeps seeding to a few seconds and the files a quarter smaller than the fastest encoding:
// the category pictures are every shop's home page hero and the fallback of a product without one.
const WEBP = { quality: 78, effort: 2 } as const;

/** Encoded files per image name. The pictures never change within a process, so tests that seed many
 *  fresh databases pay for the drawing once. */
const encoded = new Map<string, Promise<Buffer[]>>();

/** Looks up the encoded files of a picture drawn earlier, by name: the main WebP, then each rendition. */
export type DrawnPictures = (name: string) => Promise<Buffer[] | undefined>;
let drawnEarlier: DrawnPictures | undefined;

/** Pictures drawn before this process started: a test run draws the demo catalogue once for all its workers. */
export function useDrawnPictures(source: DrawnPictures | undefined): void {
  drawnEarlier = source;
}

/** Draws the SVG once at full size, then encodes the main WebP and each narrower rendition from it. */
async function encodeSvg(svg: string): Promise<Buffer[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (width: number): Promise<Buffer> =>
    sharp(data, raw)
      .resize({ width, height: Math.round((width * info.height) / info.width) })
      .webp(WEBP)
      .toBuffer();
  return Promise.all([sharp(data, raw).webp(WEBP).toBuffer(), ...IMAGE_RENDITION_WIDTHS.map(encode)]);
}

/** Stores the main WebP and every rendition of a drawing under `name`. */
export async function storeRendered(storage: ObjectStorage, name: string, svg: string): Promise<StoredImage> {
  let files = encoded.get(name);
  if (!files) {
    files = (drawnEarlier?.(name) ?? Promise.resolve(undefined)).then((drawn) => drawn ?? encodeSvg(svg));
    encoded.set(name, files);
    files.catch(() => encoded.delete(name));
  }
  const [main, ...renditions] = await files;
  await storage.put(`${name}.webp`, main!, 'image/webp');
  await Promise.all(
    IMAGE_RENDITION_WIDTHS.map((w, i) => storage.put(`${name}-${w}w.webp`, renditions[i]!, 'image/webp')),
  );
  return { name, url: `${UPLOAD_URL_PREFIX}${name}.webp` };
}

export const demoImageName = (slug: string, n: number): string => `demo-${slug}-${n}`;

/** Renders and stores all pictures of one product, in display order. */
export async function storeProductImages(storage: ObjectStorage, art: ProductArt): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  // One at a time per product: the caller runs products side by side, which already fills the cores.
  for (const [i, shot] of art.shots.entries()) {
    stored.push(await storeRendered(storage, demoImageName(art.slug, i + 1), productSvg(art, shot)));
  }
  return stored;
}

export type ProductCategory = 'beer' | 'rice-wine';

/** Stores `default-beer` / `default-rice-wine`, the storefront's fallback pictures. */
export function storeCategoryDefault(
  storage: ObjectStorage,
  category: ProductCategory,
): Promise<StoredImage> {
  return storeRendered(storage, `default-${category}`, categoryDefaultSvg(category));
}

/** Stores the category fallbacks only where missing, e.g. at start-up on a database seeded long ago. */
export async function ensureCategoryDefaults(storage: ObjectStorage): Promise<void> {
  for (const category of ['beer', 'rice-wine'] as const) {
    if (!(await storage.get(`default-${category}.webp`))) await storeCategoryDefault(storage, category);
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
/** How many pictures to draw side by side: one per core. */
export const RENDER_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism()));

export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(runners);
  return results;
}
