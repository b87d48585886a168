import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { uploadedImage, type ImageVariant } from '../../db/schema.ts';
import { referencedImageUrls } from './image-references.ts';
import { AVIF_WIDTHS, avifName, RESPONSIVE_WIDTHS } from './image-processing.ts';
import type { ImageStorage } from '../storage/storage.ts';

const FULL_IMAGE_NAME = /^([A-Za-z0-9_-]+)\.webp$/;

/**
 * Images stored before their facts were recorded (an older install): reads
 * each once at start and records its size and variants, so the build never has to. Idempotent.
 */
export const recordMissingImageFacts = async (db: Database, storage: ImageStorage, log: (line: string) => void = console.log) => {
  const recorded = new Set((await db.select({ url: uploadedImage.url }).from(uploadedImage)).map((row) => row.url));
  const prefix = storage.publicUrl('');
  let added = 0;
  for (const url of await referencedImageUrls(db)) {
    if (recorded.has(url) || !url.startsWith(prefix)) continue;
    const match = FULL_IMAGE_NAME.exec(url.slice(prefix.length));
    if (!match) continue;
    const name = match[0];
    const data = await storage.read(name);
    if (!data) continue;
    const { width, height } = await sharp(data)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (!width || !height) continue;

    const variants: ImageVariant[] = [];
    let bytes = data.length;
    for (const variantWidth of RESPONSIVE_WIDTHS.filter((candidate) => candidate < width)) {
      const variantName = `${match[1]}-${variantWidth}w.webp`;
      const variant = await storage.read(variantName);
      if (!variant) continue;
      const avifCopy = avifName(variantName);
      const avif = AVIF_WIDTHS.includes(variantWidth) ? await storage.read(avifCopy) : undefined;
      variants.push({
        name: variantName,
        url: storage.publicUrl(variantName),
        width: variantWidth,
        ...(avif ? { avif: { name: avifCopy, url: storage.publicUrl(avifCopy) } } : {}),
      });
      bytes += variant.length + (avif?.length ?? 0);
    }
    await db.insert(uploadedImage).values({ name, url, width, height, variants, bytes }).onConflictDoNothing();
    recorded.add(url);
    added += 1;
  }
  if (added > 0) log(`Recorded the size and variants of ${added} image${added === 1 ? '' : 's'} stored before image facts were kept.`);
  return { added };
};
