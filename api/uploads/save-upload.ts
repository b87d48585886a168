import type { Database } from '../../db/client.ts';
import { uploadedImage, type ImageVariant } from '../../db/schema.ts';
import { processAndStoreImage, type StoredImage } from './image-processing.ts';
import type { ImageStorage } from '../storage/storage.ts';

export interface SavedImage extends StoredImage {
  createdAt: string;
  fileName: string | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The name the file had on the admin's computer, as the media library shows it: no folders, at most 255 characters. */
const fileNameOf = (name: string | undefined) => {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(CONTROL, '').trim() ?? '';
  return base === '' ? null : base.slice(0, 255);
};

/** Every file written for an image: the variants with their AVIF copies, then the full image. */
export const storedFileNames = (image: { name: string; variants: ImageVariant[] }) => [
  ...image.variants.flatMap((variant) => (variant.avif ? [variant.name, variant.avif.name] : [variant.name])),
  image.name,
];

/**
 * Processes an image, stores its files and records its facts (size, variants, bytes) once,
 * where they are born; the build and the admin read them from here instead of the files.
 */
export const saveUploadedImage = async (db: Database, storage: ImageStorage, data: Buffer, { fileName: uploadedAs }: { fileName?: string } = {}): Promise<SavedImage> => {
  const stored = await processAndStoreImage(storage, data);
  const createdAt = new Date().toISOString();
  const fileName = fileNameOf(uploadedAs);
  try {
    await db.insert(uploadedImage).values({
      name: stored.name,
      url: stored.url,
      width: stored.width,
      height: stored.height,
      variants: stored.variants,
      bytes: stored.bytes,
      createdAt,
      fileName,
    });
  } catch (error) {
    // Files nobody can find are never collected: take them back before reporting the failure.
    await Promise.allSettled(storedFileNames(stored).map((name) => storage.remove(name)));
    throw error;
  }
  return { ...stored, createdAt, fileName };
};
