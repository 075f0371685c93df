// Turns an uploaded file into what the shop serves: only JPEG, PNG or WebP (by their first bytes, not by
// what the client claims), decoded under a pixel limit, auto-rotated, cropped to the shared 4:3 frame and
// re-encoded to WebP without metadata (no EXIF, no GPS), plus the responsive renditions of
// src/shared/images.ts.
import {
  IMAGE_ASPECT,
  IMAGE_MAX_WIDTH,
  IMAGE_RENDITION_WIDTHS,
  UPLOAD_URL_PREFIX,
} from '../../../shared/images.ts';
import { HttpError } from '../../http-error.ts';
import { loadSharp } from '../../images/load-sharp.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/** About a 40-megapixel photo; larger frames are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

type ImageFormat = 'jpeg' | 'png' | 'webp';

export function sniffFormat(file: Buffer): ImageFormat | null {
  if (file.length >= 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg';
  if (file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (file.subarray(0, 4).toString('latin1') === 'RIFF' && file.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

const unsupported = (): HttpError => new HttpError(415, 'Only JPEG, PNG or WebP images can be uploaded');
const tooManyPixels = (): HttpError =>
  new HttpError(413, 'The image has too many pixels (at most 40 megapixels)');
const isPixelLimit = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

async function decodeToFrame(file: Buffer, format: ImageFormat) {
  const sharp = await loadSharp();
  const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true });
  let width: number;
  let height: number;
  try {
    const meta = await image.metadata();
    if (meta.format !== format) throw unsupported();
    ({ width, height } = meta.autoOrient);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  }
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const frameWidth = Math.max(
    1,
    Math.min(IMAGE_MAX_WIDTH, width, Math.floor((height * IMAGE_ASPECT.width) / IMAGE_ASPECT.height)),
  );
  const frameHeight = Math.max(1, Math.round((frameWidth * IMAGE_ASPECT.height) / IMAGE_ASPECT.width));
  try {
    return await image
      .resize({ width: frameWidth, height: frameHeight, fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // A valid header followed by something else (a polyglot, a truncated file) fails here.
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  }
}

/** Validates and stores `file` as `<name>.webp` plus renditions; returns the served path. */
export async function storeUploadedImage(
  storage: ObjectStorage,
  name: string,
  file: Buffer,
): Promise<string> {
  const format = sniffFormat(file);
  if (!format) throw unsupported();
  const { data, info } = await decodeToFrame(file, format);
  const sharp = await loadSharp();
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (width?: number): Promise<Buffer> => {
    const pipeline = sharp(data, raw);
    if (width && width < info.width)
      pipeline.resize({ width, height: Math.round((width * info.height) / info.width) });
    return pipeline.webp(WEBP).toBuffer();
  };
  const [main, ...renditions] = await Promise.all([
    encode(),
    ...IMAGE_RENDITION_WIDTHS.map((w) => encode(w)),
  ]);
  const renditionNames = IMAGE_RENDITION_WIDTHS.map((w) => `${name}-${w}w.webp`);
  try {
    await Promise.all(renditionNames.map((file, i) => storage.put(file, renditions[i]!, 'image/webp')));
    // The main file last: its presence means the whole set is there.
    await storage.put(`${name}.webp`, main, 'image/webp');
  } catch (error) {
    // Nothing half-stored stays behind; the admin screen adds no image for a failed upload.
    await Promise.allSettled([...renditionNames, `${name}.webp`].map((file) => storage.remove(file)));
    throw Object.assign(new HttpError(503, 'The image could not be stored; please try again'), {
      cause: error,
    });
  }
  return `${UPLOAD_URL_PREFIX}${name}.webp`;
}
