// The demo catalogue's pictures, drawn once (global-setup.ts) into a folder that every worker reads
// instead of drawing them again (drawn-pictures.ts): drawing them costs seconds of CPU, and several test
// files seed the catalogue (demo/seed.test.ts checks what the drawing gives). The folder is kept for the
// next run while the drawings, the encoding and sharp are unchanged (run-cache.ts).
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { demoCatalogue } from '../demo/catalogue.ts';
import { storeCategoryDefault, storeProductImages } from '../demo/images.ts';
import { categoryDefaultSvg, productSvg } from '../demo/scenes.ts';
import { createLocalStorage } from '../storage/object-storage.ts';
import { cachedFolder, hashOf, packageVersion } from './run-cache.ts';

const categories = ['beer', 'rice-wine'] as const;

/** Draws every picture the demo seed and the shop's start-up store, one at a time, into `folder`. */
async function drawDemoPictures(folder: string): Promise<void> {
  const storage = createLocalStorage(folder);
  for (const product of demoCatalogue) await storeProductImages(storage, product.art);
  for (const category of categories) await storeCategoryDefault(storage, category);
}

/** Draws them in a thread of its own, outside the test runner's module loader, which slows the drawing. */
async function drawAside(folder: string): Promise<void> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { folder } });
  const [exitCode] = (await once(worker, 'exit')) as [number];
  if (exitCode !== 0) throw new Error(`drawing the demo pictures failed (exit code ${exitCode})`);
}

/** The folder of the demo pictures, drawn now unless an earlier run drew the same. */
export function demoPicturesFolder(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const key = hashOf([
    ...demoCatalogue.flatMap((product) => product.art.shots.map((shot) => productSvg(product.art, shot))),
    ...categories.map(categoryDefaultSvg),
    fs.readFileSync(path.join(here, '..', 'demo', 'images.ts')),
    fs.readFileSync(path.join(here, '..', '..', 'shared', 'images.ts')),
    fs.readFileSync(fileURLToPath(import.meta.url)),
    packageVersion('sharp'),
  ]);
  return cachedFolder('demo-pictures', key, drawAside);
}

if (!isMainThread && (workerData as { folder?: string } | null)?.folder) {
  await drawDemoPictures((workerData as { folder: string }).folder);
}
