import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { type Project, projectTranslation } from '../../db/schema.ts';
import { altsFollowingImages } from '../../shared/gallery-alts.ts';
import { projectTranslationsSchemas } from '../../shared/schemas/project-translation.ts';
import { validationErrorBody } from '../errors.ts';
import { langOf } from '../middleware/language.ts';

/**
 * The `translations` part of an admin's project request, checked before anything is written:
 * `{ translations }` when absent or valid, a 400 answer otherwise (decision 094).
 */
export const readTranslations = async (c: Context) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = {};
  }
  const given = body && typeof body === 'object' ? (body as { translations?: unknown }).translations : undefined;
  const parsed = projectTranslationsSchemas[langOf(c)].safeParse(given);
  if (!parsed.success) {
    const failure = validationErrorBody(c, parsed.error);
    return { error: c.json({ ...failure, issues: failure.issues?.map((issue) => ({ ...issue, path: `translations.${issue.path}` })) }, 400) };
  }
  return { translations: parsed.data };
};

/** Stores the Arabic texts of a project, replacing the previous ones; nothing when the request had none. */
export const saveTranslations = async (db: Database, projectId: number, translations: Awaited<ReturnType<typeof readTranslations>>['translations']) => {
  const arabic = translations?.ar;
  if (!arabic) return;
  // The main image is the gallery's first; its Arabic alt describes it unless one was given.
  const texts = { ...arabic, imageAlt: arabic.imageAlt ?? (arabic.galleryAlts[0] || null) };
  const row = { projectId, locale: 'ar', ...texts };
  await db
    .insert(projectTranslation)
    .values(row)
    .onConflictDoUpdate({ target: [projectTranslation.projectId, projectTranslation.locale], set: texts });
};

type Gallery = Pick<Project, 'imageUrl' | 'galleryImages'>;

/**
 * After an edit that changed the gallery without sending its translations, each stored alt moves
 * with its image (decision 095), and the main image's alt follows the main image.
 */
export const realignTranslations = async (db: Database, projectId: number, before: Gallery, after: Gallery) => {
  const sameGallery = before.imageUrl === after.imageUrl && before.galleryImages.map((image) => image.url).join('\n') === after.galleryImages.map((image) => image.url).join('\n');
  if (sameGallery) return;
  const rows = await db.select().from(projectTranslation).where(eq(projectTranslation.projectId, projectId));
  for (const row of rows) {
    const galleryAlts = altsFollowingImages(before.galleryImages, after.galleryImages, row.galleryAlts);
    const mainIndex = after.galleryImages.findIndex((image) => image.url === after.imageUrl);
    const imageAlt = before.imageUrl === after.imageUrl ? row.imageAlt : galleryAlts[mainIndex] || null;
    await db
      .update(projectTranslation)
      .set({ galleryAlts, imageAlt })
      .where(and(eq(projectTranslation.projectId, projectId), eq(projectTranslation.locale, row.locale)));
  }
};

/** Every project's translations, for the admin's form and the list's "AR" marker. */
export const allTranslations = (db: Database) => db.select().from(projectTranslation).where(eq(projectTranslation.locale, 'ar'));
