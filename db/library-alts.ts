import { ne, or } from 'drizzle-orm';
import type { LibraryAlts } from '../shared/library-alts.ts';
import type { Database } from './client.ts';
import { uploadedImage } from './schema.ts';

/** The media library's alt texts of the images that have one, by address, for the pages and the public reads. */
export const readLibraryAlts = async (db: Database): Promise<LibraryAlts> => {
  const rows = await db
    .select({ url: uploadedImage.url, en: uploadedImage.altEn, ar: uploadedImage.altAr })
    .from(uploadedImage)
    .where(or(ne(uploadedImage.altEn, ''), ne(uploadedImage.altAr, '')));
  return new Map(rows.map(({ url, en, ar }) => [url, { en, ar }]));
};
