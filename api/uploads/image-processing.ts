import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { createSlots } from './processing-slots.ts';
import type { ImageStorage } from './storage.ts';

/** Decided from the bytes, never from the name or the declared type. SVG is text and never matches. */
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** The longest side kept; larger photos are scaled down. */
const MAX_IMAGE_SIDE = 2400;
/**
 * Responsive widths written beside the full image as `<name>-<width>w.webp`. 768 fills a full-width
 * hero on a 412 px phone at 1.75 device pixels (Lighthouse's Moto G), which otherwise took 960 (decision 123).
 */
export const RESPONSIVE_WIDTHS = [480, 768, 960, 1600] as const;
/**
 * What a photograph under 5 MB needs (a 24-megapixel camera, 6000 × 4000, with room to spare);
 * anything larger is a decompression bomb or a scan (decision 032).
 */
export const MAX_INPUT_PIXELS = 32_000_000;
/**
 * Images decoded at once; the others wait, so memory stays bounded under parallel uploads.
 * One: a 24-megapixel photo costs about 85 MB while it is processed, and on a two-core machine a
 * second slot only took the other core from the pages and the API (decision 032).
 */
const PROCESSING_SLOTS = 1;

export class UnsupportedImageError extends Error {}
export class TooManyPixelsError extends Error {}

// Every image is new; libvips' operation cache would only keep decoded pixels alive after the answer.
sharp.cache(false);
const slots = createSlots(PROCESSING_SLOTS);

const detectImageType = async (data: Uint8Array) => {
  const detected = await fileTypeFromBuffer(data);
  return detected && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime) ? detected.mime : undefined;
};

interface StoredFile {
  name: string;
  url: string;
  width: number;
}

export interface StoredImage extends StoredFile {
  height: number;
  /** Smaller copies for `srcset`, narrowest first. */
  variants: StoredFile[];
  /** Bytes of every file written. */
  bytes: number;
}

interface Encoded {
  width: number;
  height: number;
  data: Buffer;
}

/** Reads only the header: a bomb is refused before a single pixel is decoded. */
const checkDeclaredSize = async (data: Buffer) => {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data).metadata());
  } catch {
    throw new UnsupportedImageError('unreadable');
  }
  if (!width || !height) throw new UnsupportedImageError('no size');
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(`${width} × ${height}`);
};

/** Decodes once (orientation applied, longest side capped), then encodes every size from those pixels. */
const encodeAll = async (data: Buffer): Promise<{ full: Encoded; variants: Encoded[] }> => {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedImageError('unreadable');
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });

  const full = { width, height, data: await pixels().webp({ quality: 82, effort: 4 }).toBuffer() };
  const variants: Encoded[] = [];
  for (const variantWidth of RESPONSIVE_WIDTHS.filter((candidate) => candidate < width)) {
    const { data: variant, info } = await pixels().resize({ width: variantWidth }).webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data: variant });
  }
  return { full, variants };
};

/**
 * Re-encodes an image to WebP (orientation applied, metadata stripped, longest side capped)
 * plus responsive widths, and stores them under a random name.
 */
export const processAndStoreImage = async (storage: ImageStorage, data: Buffer): Promise<StoredImage> => {
  if (!(await detectImageType(data))) throw new UnsupportedImageError('unsupported type');
  await checkDeclaredSize(data);
  const { full, variants } = await slots.run(() => encodeAll(data));

  const base = randomBytes(16).toString('base64url');
  const stored = variants.map((variant) => ({ ...variant, name: `${base}-${variant.width}w.webp` }));
  for (const variant of stored) await storage.put(variant.name, variant.data);
  // The full image goes last: once its URL exists, every variant already does.
  const fullName = `${base}.webp`;
  await storage.put(fullName, full.data);

  return {
    name: fullName,
    url: storage.publicUrl(fullName),
    width: full.width,
    height: full.height,
    variants: stored.map(({ name, width }) => ({ name, url: storage.publicUrl(name), width })),
    bytes: [full, ...variants].reduce((sum, file) => sum + file.data.length, 0),
  };
};
