import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedImage } from '../../db/schema.ts';
import { referencedImageUrls } from './image-references.ts';
import { storedFileNames } from './save-upload.ts';
import type { ImageStorage } from './storage.ts';

/**
 * How long an image nothing shows is kept (decision 033): long enough for a form left open in
 * another tab overnight to still save the image it uploaded.
 */
export const IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server looks; an image goes between one grace period and one interval more after it is dropped. */
const IMAGE_COLLECTION_INTERVAL_MS = 60 * 60 * 1000;

interface CollectOptions {
  db: Database;
  storage: ImageStorage;
  now?: Date;
  graceMs?: number;
  log?: (line: string) => void;
}

/**
 * One pass: starts the grace period of images nothing references, ends it for those used again,
 * and removes the files and record of images unreferenced for longer than the grace period.
 */
export const collectUnreferencedImages = async ({ db, storage, now = new Date(), graceMs = IMAGE_GRACE_MS, log = console.log }: CollectOptions) => {
  const referenced = await referencedImageUrls(db);
  const images = await db.select().from(uploadedImage);
  const removed: string[] = [];
  let files = 0;
  let bytes = 0;

  for (const image of images) {
    if (referenced.has(image.url)) {
      if (image.unreferencedSince) await db.update(uploadedImage).set({ unreferencedSince: null }).where(eq(uploadedImage.name, image.name));
      continue;
    }
    if (!image.unreferencedSince) {
      await db.update(uploadedImage).set({ unreferencedSince: now.toISOString() }).where(eq(uploadedImage.name, image.name));
      continue;
    }
    if (now.getTime() - Date.parse(image.unreferencedSince) < graceMs) continue;
    // Files first: a failure leaves the record, so the next pass tries again.
    const names = storedFileNames(image);
    for (const name of names) await storage.remove(name);
    await db.delete(uploadedImage).where(eq(uploadedImage.name, image.name));
    removed.push(image.url);
    files += names.length;
    bytes += image.bytes;
  }

  if (removed.length > 0) {
    log(`Removed ${removed.length} unreferenced image${removed.length === 1 ? '' : 's'} (${files} files, ${(bytes / 1024).toFixed(0)} KB): ${removed.join(', ')}`);
  }
  return { removed };
};

/** Runs a pass soon after start and then every interval, without keeping the process alive. */
export const startImageCollector = (options: Omit<CollectOptions, 'now'>, intervalMs = IMAGE_COLLECTION_INTERVAL_MS) => {
  const log = options.log ?? console.log;
  const pass = () =>
    collectUnreferencedImages(options).catch((error: unknown) => log(`Collecting unreferenced images failed: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(pass, 60_000);
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
};
