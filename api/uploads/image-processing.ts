import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import type { ImageStorage } from './storage.ts';

/** Decided from the bytes, never from the name or the declared type. SVG is text and never matches. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** The longest side kept; larger photos are scaled down. */
export const MAX_IMAGE_SIDE = 2400;
/** Responsive widths written beside the full image as `<name>-<width>w.webp`. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;
/** Refuses decompression bombs: a small file that would expand to a huge bitmap. */
const MAX_INPUT_PIXELS = 60_000_000;

export class UnsupportedImageError extends Error {}

export const detectImageType = async (data: Uint8Array) => {
  const detected = await fileTypeFromBuffer(data);
  return detected && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime) ? detected.mime : undefined;
};

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  /** Smaller copies for `srcset`, widest last. */
  variants: { url: string; width: number }[];
}

/**
 * Re-encodes an image to WebP (orientation applied, metadata stripped, longest side capped)
 * plus responsive widths, and stores them under a random name.
 */
export const processAndStoreImage = async (storage: ImageStorage, data: Buffer): Promise<StoredImage> => {
  if (!(await detectImageType(data))) throw new UnsupportedImageError('unsupported type');

  const source = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let full: { data: Buffer; info: OutputInfo };
  try {
    full = await source()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedImageError('unreadable');
  }

  const base = randomBytes(16).toString('base64url');
  const fullName = `${base}.webp`;
  const widths = RESPONSIVE_WIDTHS.filter((width) => width < full.info.width);
  const variants = await Promise.all(
    widths.map(async (width) => ({
      width,
      name: `${base}-${width}w.webp`,
      data: await source().resize({ width }).webp({ quality: 80, effort: 4 }).toBuffer(),
    })),
  );

  for (const variant of variants) await storage.put(variant.name, variant.data);
  // The full image goes last: once its URL exists, every variant already does.
  await storage.put(fullName, full.data);

  return {
    url: storage.publicUrl(fullName),
    width: full.info.width,
    height: full.info.height,
    variants: variants.map(({ name, width }) => ({ url: storage.publicUrl(name), width })),
  };
};
