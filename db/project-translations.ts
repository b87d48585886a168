import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { type Project, type ProjectTranslation, projectTranslation } from './schema.ts';

/** The texts a translation can replace; everything else (slug, images, category, flags) is shared. */
export const TRANSLATED_FIELDS = ['title', 'description', 'fullDescription', 'client', 'location', 'size', 'completionDate'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number] | 'imageAlt';

type ProjectTexts = Pick<Project, (typeof TRANSLATED_FIELDS)[number] | 'imageAlt' | 'galleryImages'>;
type TranslationTexts = Omit<ProjectTranslation, 'projectId' | 'locale'>;

const given = (value: string | null | undefined) => (value?.trim() ? value : null);

/** The project in the translation's language: each translated text where present, the original elsewhere (same shape). */
export const applyTranslation = <P extends ProjectTexts>(project: P, translation: TranslationTexts | undefined): P => {
  if (!translation) return project;
  const translated: P = { ...project };
  for (const field of TRANSLATED_FIELDS) {
    const text = given(translation[field]);
    if (text) (translated as Record<string, unknown>)[field] = text;
  }
  translated.imageAlt = given(translation.imageAlt) ?? project.imageAlt;
  translated.galleryImages = (project.galleryImages ?? []).map((image, index) => ({ ...image, alt: given(translation.galleryAlts[index]) ?? image.alt }));
  return translated;
};

/** The fields shown in the original language because the translation lacks them (they get lang="en" on the page). */
export const untranslatedFields = (project: ProjectTexts, translation: TranslationTexts | undefined): TranslatedField[] => {
  const fields = [...TRANSLATED_FIELDS, 'imageAlt'] as const;
  return fields.filter((field) => given(project[field]) && !given(translation?.[field]));
};

/** The translations of the given projects (all when no ids) into one locale, by project id. */
export const translationsIn = async (db: Database, locale: string, projectIds?: number[]): Promise<Map<number, ProjectTranslation>> => {
  if (projectIds && projectIds.length === 0) return new Map();
  const where = projectIds ? and(eq(projectTranslation.locale, locale), inArray(projectTranslation.projectId, projectIds)) : eq(projectTranslation.locale, locale);
  const rows = await db.select().from(projectTranslation).where(where);
  return new Map(rows.map((row) => [row.projectId, row]));
};

/** Projects read in a locale: English as stored, any other language translated where it can be. */
export const projectsIn = async <P extends Project>(db: Database, locale: string, projects: P[]): Promise<P[]> => {
  if (locale === 'en') return projects;
  const translations = await translationsIn(
    db,
    locale,
    projects.map((row) => row.id),
  );
  return projects.map((row) => applyTranslation(row, translations.get(row.id)));
};
