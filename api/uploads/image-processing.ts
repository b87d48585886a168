import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { ImageVariant, StoredCopy } from '../../db/schema.ts';
import { createSlots } from './processing-slots.ts';
import type { ImageStorage } from '../storage/storage.ts';

/** Decided from the bytes, never from the name or the declared type. SVG is text and never matches. */
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** The longest side kept; larger photos are scaled down. */
const MAX_IMAGE_SIDE = 2400;
/**
 * Responsive widths written beside the full image as `<name>-<width>w.webp`. 768 fills a full-width
 * hero on a 412 px phone at 1.75 device pixels (Lighthouse's Moto G), which otherwise took 960 (decision 006).
 */
export const RESPONSIVE_WIDTHS = [480, 768, 960, 1600] as const;
/**
 * What a photograph under 5 MB needs (a 24-megapixel camera, 6000 × 4000, with room to spare);
 * anything larger is a decompression bomb or a scan (decision 006).
 */
export const MAX_INPUT_PIXELS = 32_000_000;
/**
 * The widths that also get an AVIF copy, kept when it is smaller than the WebP: what phones and
 * tablets load, where the bytes stand between the visitor and the first paint. Effort 1 makes the
 * three copies of a 2400 px photo in about 0.3 s at about 68 % of the WebP's bytes; the wider copies
 * would cost more time than desktops gain (decision 125).
 */
export const AVIF_WIDTHS: readonly number[] = [480, 768, 960];
const AVIF_OPTIONS = { quality: 50, effort: 1 } as const;
/**
 * Images decoded at once; the others wait, so memory stays bounded under parallel uploads.
 * One: a 24-megapixel photo costs about 85 MB while it is processed, and on a two-core machine a
 * second slot only took the other core from the pages and the API (decision 006).
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

export interface StoredImage {
  name: string;
  url: string;
  width: number;
  height: number;
  /** Smaller copies for `srcset`, narrowest first. */
  variants: ImageVariant[];
  /** Bytes of every file written. */
  bytes: number;
}

interface Encoded {
  width: number;
  height: number;
  data: Buffer;
}

interface EncodedVariant extends Encoded {
  /** Only for AVIF_WIDTHS: the AVIF bytes, or null when they were not fewer than the WebP's. */
  avif?: Buffer | null;
}

type Pixels = () => Sharp;

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

/** Decodes once: orientation applied, metadata left behind, longest side capped. */
const decodeCapped = async (data: Buffer) => {
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
  return { width, height, pixels: () => sharp(decoded.data, { raw: { width, height, channels } }) };
};

const encodeFull = async ({ width, height, pixels }: Awaited<ReturnType<typeof decodeCapped>>): Promise<Encoded> => ({
  width,
  height,
  data: await pixels().webp({ quality: 82, effort: 4 }).toBuffer(),
});

/** Decodes once, then encodes every size from those pixels. */
const encodeAll = async (data: Buffer): Promise<{ full: Encoded; variants: EncodedVariant[] }> => {
  const decoded = await decodeCapped(data);
  const { width, pixels } = decoded;
  const full = await encodeFull(decoded);
  const variants: EncodedVariant[] = [];
  for (const variantWidth of RESPONSIVE_WIDTHS.filter((candidate) => candidate < width)) {
    const { data: variant, info } = await pixels().resize({ width: variantWidth }).webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
    const avif = AVIF_WIDTHS.includes(variantWidth) ? await smallerAvif(pixels, variantWidth, variant.length) : undefined;
    variants.push({ width: info.width, height: info.height, data: variant, avif });
  }
  return { full, variants };
};

const smallerAvif = async (pixels: Pixels, width: number, webpBytes: number) => {
  const avif = await pixels().resize({ width }).avif(AVIF_OPTIONS).toBuffer();
  return avif.length < webpBytes ? avif : null;
};

/** The AVIF copy's file name beside a WebP copy's. */
export const avifName = (webpName: string) => webpName.replace(/\.webp$/, '.avif');

const putCopy = async (storage: ImageStorage, name: string, data: Buffer): Promise<StoredCopy> => {
  await storage.put(name, data);
  return { name, url: storage.publicUrl(name) };
};

/**
 * AVIF copies for an image stored before they were made, from its stored full image:
 * the variants as they should now be recorded, and the bytes the new files add.
 */
export const addAvifCopies = async (storage: ImageStorage, image: { name: string; variants: ImageVariant[] }) => {
  const missing = image.variants.filter((variant) => variant.avif === undefined && AVIF_WIDTHS.includes(variant.width));
  const full = missing.length > 0 ? await storage.read(image.name) : undefined;
  if (!full) return { variants: image.variants, addedBytes: 0 };

  const made = await slots.run(async () => {
    const decoded = await sharp(full, { limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
    const copies = new Map<ImageVariant, Buffer | null>();
    for (const variant of missing) {
      const webp = await storage.read(variant.name);
      if (webp) copies.set(variant, await smallerAvif(pixels, variant.width, webp.length));
    }
    return copies;
  });

  let addedBytes = 0;
  const variants: ImageVariant[] = [];
  for (const variant of image.variants) {
    const avif = made.get(variant);
    if (avif === undefined) variants.push(variant);
    else variants.push({ ...variant, avif: avif && (await putCopy(storage, avifName(variant.name), avif)) });
    addedBytes += avif?.length ?? 0;
  }
  return { variants, addedBytes };
};

/**
 * An image that is not published (a photo sent with a message): checked and re-encoded as an upload's full
 * image is, one WebP with nothing of the original file left in it (no metadata, no trailing bytes).
 */
export const reencodeImage = async (data: Buffer): Promise<Buffer> => {
  if (!(await detectImageType(data))) throw new UnsupportedImageError('unsupported type');
  await checkDeclaredSize(data);
  return (await slots.run(async () => encodeFull(await decodeCapped(data)))).data;
};

/**
 * Re-encodes an image to WebP (orientation applied, metadata stripped, longest side capped)
 * plus responsive widths (with AVIF copies for the narrow ones), and stores them under a random name.
 */
export const processAndStoreImage = async (storage: ImageStorage, data: Buffer): Promise<StoredImage> => {
  if (!(await detectImageType(data))) throw new UnsupportedImageError('unsupported type');
  await checkDeclaredSize(data);
  const { full, variants } = await slots.run(() => encodeAll(data));

  const base = randomBytes(16).toString('base64url');
  const stored: ImageVariant[] = [];
  let bytes = full.data.length;
  for (const variant of variants) {
    const copy: ImageVariant = { ...(await putCopy(storage, `${base}-${variant.width}w.webp`, variant.data)), width: variant.width };
    if (variant.avif !== undefined) copy.avif = variant.avif && (await putCopy(storage, avifName(copy.name), variant.avif));
    bytes += variant.data.length + (variant.avif?.length ?? 0);
    stored.push(copy);
  }
  // The full image goes last: once its URL exists, every variant already does.
  const fullName = `${base}.webp`;
  await storage.put(fullName, full.data);

  return { name: fullName, url: storage.publicUrl(fullName), width: full.width, height: full.height, variants: stored, bytes };
};
