import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { type Project, projectTranslation } from '../../db/schema.ts';
import { altsFollowingImages } from '../../shared/gallery-alts.ts';
import type { projectTranslationsSchemas } from '../../shared/schemas/project-translation.ts';

/** Stores the Arabic texts of a project, replacing the previous ones; nothing when the request had none. */
export const saveTranslations = async (tx: Transaction, projectId: number, translations: z.output<(typeof projectTranslationsSchemas)['en']>) => {
  const arabic = translations?.ar;
  if (!arabic) return;
  // The main image is the gallery's first; its Arabic alt describes it unless one was given.
  const texts = { ...arabic, imageAlt: arabic.imageAlt ?? (arabic.galleryAlts[0] || null) };
  const row = { projectId, locale: 'ar', ...texts };
  await tx
    .insert(projectTranslation)
    .values(row)
    .onConflictDoUpdate({ target: [projectTranslation.projectId, projectTranslation.locale], set: texts });
};

type Gallery = Pick<Project, 'imageUrl' | 'galleryImages'>;

/**
 * After an edit that changed the gallery without sending its translations, each stored alt moves
 * with its image, and the main image's alt follows the main image.
 */
export const realignTranslations = async (tx: Transaction, projectId: number, before: Gallery, after: Gallery) => {
  const sameGallery = before.imageUrl === after.imageUrl && before.galleryImages.map((image) => image.url).join('\n') === after.galleryImages.map((image) => image.url).join('\n');
  if (sameGallery) return;
  const rows = await tx.select().from(projectTranslation).where(eq(projectTranslation.projectId, projectId));
  for (const row of rows) {
    const galleryAlts = altsFollowingImages(before.galleryImages, after.galleryImages, row.galleryAlts);
    const mainIndex = after.galleryImages.findIndex((image) => image.url === after.imageUrl);
    const imageAlt = before.imageUrl === after.imageUrl ? row.imageAlt : galleryAlts[mainIndex] || null;
    await tx
      .update(projectTranslation)
      .set({ galleryAlts, imageAlt })
      .where(and(eq(projectTranslation.projectId, projectId), eq(projectTranslation.locale, row.locale)));
  }
};

/** Every project's translations, for the admin's form and the list's "AR" marker. */
export const allTranslations = (db: Database) => db.select().from(projectTranslation).where(eq(projectTranslation.locale, 'ar'));
