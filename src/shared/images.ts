// Uploaded images are stored once as a full-size WebP plus narrower WebP renditions beside it:
//   /objects/uploads/<name>.webp         (at most 1600 px wide)
//   /objects/uploads/<name>-<width>w.webp for each width in IMAGE_RENDITION_WIDTHS
// Both the upload pipeline and the storefront rely on this naming.

export const UPLOAD_URL_PREFIX = '/objects/uploads/';
export const IMAGE_RENDITION_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_MAX_WIDTH = 1600;
/** Stored images keep a 4:3 frame so cards and galleries can reserve their space. */
export const IMAGE_ASPECT = { width: 4, height: 3 } as const;

/** How wide the product page's main picture is drawn; the page and its preload hint must agree. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw';
/** How wide the home page's hero picture is drawn; the page and its preload hint must agree. */
export const HOME_HERO_IMAGE_SIZES = '(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 92vw';

const renditionPattern = /^\/objects\/uploads\/([A-Za-z0-9_-]+)\.webp$/;

export function renditionUrl(imageUrl: string, width: number): string | null {
  const match = renditionPattern.exec(imageUrl);
  return match ? `${UPLOAD_URL_PREFIX}${match[1]}-${width}w.webp` : null;
}

/** A srcset for an uploaded image, or undefined for an image from elsewhere. */
export function imageSrcSet(imageUrl: string): string | undefined {
  if (!renditionPattern.test(imageUrl)) return undefined;
  return IMAGE_RENDITION_WIDTHS.map((w) => `${renditionUrl(imageUrl, w)} ${w}w`).join(', ');
}
