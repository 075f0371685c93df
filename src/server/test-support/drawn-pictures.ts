// Vitest set-up file: the demo catalogue's pictures are read from the run's folder (demo-pictures.ts,
// drawn in global-setup.ts) instead of being drawn again in every worker.
import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { IMAGE_RENDITION_WIDTHS } from '../../shared/images.ts';
import { useDrawnPictures } from '../demo/images.ts';

const folder = inject('demoPictures');

useDrawnPictures(async (name) => {
  const files = [`${name}.webp`, ...IMAGE_RENDITION_WIDTHS.map((width) => `${name}-${width}w.webp`)];
  try {
    return await Promise.all(files.map((file) => fs.readFile(path.join(folder, file))));
  } catch {
    return undefined;
  }
});
