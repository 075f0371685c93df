// Which stored files belong to an image address (src/shared/images.ts): an uploaded WebP is its main
// file plus one rendition per width; any other stored picture is its one file.
import { IMAGE_RENDITION_WIDTHS, UPLOAD_URL_PREFIX } from '../../shared/images.ts';
import { safeName } from './object-storage.ts';

/** The stored names behind one image address; none for an address that is not one of our uploads. */
export function storedNamesOf(imageUrl: string): string[] {
  if (!imageUrl.startsWith(UPLOAD_URL_PREFIX)) return [];
  const name = imageUrl.slice(UPLOAD_URL_PREFIX.length);
  if (!safeName.test(name)) return [];
  const webp = /^(.+)\.webp$/.exec(name);
  if (!webp) return [name];
  return [name, ...IMAGE_RENDITION_WIDTHS.map((width) => `${webp[1]}-${width}w.webp`)];
}

/**
 * Files the shop keeps whether or not a row names them: the category fallback pictures the storefront
 * shows when a product image fails (src/server/demo/images.ts).
 */
export const isAlwaysKept = (name: string): boolean => /^default-[a-z-]+(-\d+w)?\.webp$/.test(name);
