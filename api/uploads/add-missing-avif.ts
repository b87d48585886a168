import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedImage } from '../../db/schema.ts';
import { addAvifCopies, AVIF_WIDTHS } from './image-processing.ts';
import type { ImageStorage } from '../storage/storage.ts';

/**
 * Gives the images stored before AVIF copies were made their copies, one image at a
 * time in the processing slot, while the server already answers. Idempotent: every process on the
 * database may run it; they write the same files and record the same facts.
 */
export const addMissingAvifCopies = async (db: Database, storage: ImageStorage, log: (line: string) => void = console.log) => {
  const images = await db.select({ name: uploadedImage.name, variants: uploadedImage.variants, bytes: uploadedImage.bytes }).from(uploadedImage);
  let added = 0;
  for (const image of images) {
    if (!image.variants.some((variant) => variant.avif === undefined && AVIF_WIDTHS.includes(variant.width))) continue;
    const { variants, addedBytes } = await addAvifCopies(storage, image);
    if (variants === image.variants) continue;
    const updated = await db
      .update(uploadedImage)
      .set({ variants, bytes: image.bytes + addedBytes })
      .where(eq(uploadedImage.name, image.name))
      .returning({ name: uploadedImage.name });
    if (updated.length === 0) {
      // The image was collected meanwhile: its new files would be found by nothing.
      for (const variant of variants) if (variant.avif) await storage.remove(variant.avif.name);
      continue;
    }
    if (addedBytes > 0) added += 1;
  }
  if (added > 0) log(`Added AVIF copies to ${added} image${added === 1 ? '' : 's'} stored before they were made.`);
  return { added };
};
