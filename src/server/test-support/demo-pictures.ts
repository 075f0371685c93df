// The demo catalogue's pictures, drawn once per test run (global-setup.ts) into a folder that every
// worker reads instead of drawing them again: drawing them costs seconds of CPU, and several test files
// seed the catalogue (db/seed.test.ts checks what the drawing gives). Workers read them through
// drawn-pictures.ts.
import { demoCatalogue } from '../db/demo-catalogue.ts';
import { storeCategoryDefault, storeProductImages } from '../db/demo-images.ts';
import { createLocalStorage } from '../storage/object-storage.ts';

/** Draws every picture the demo seed and the shop's start-up store, one at a time, into `folder`. */
export async function drawDemoPictures(folder: string): Promise<void> {
  const storage = createLocalStorage(folder);
  for (const product of demoCatalogue) await storeProductImages(storage, product.art);
  for (const category of ['beer', 'rice-wine'] as const) await storeCategoryDefault(storage, category);
}
