import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { readLibraryAlts } from './library-alts.ts';
import { translationWithLibraryAlts, withLibraryAlts, type LibraryAlts } from '../shared/library-alts.ts';
import { applyTranslation } from '../shared/project-translation-view.ts';
import { type Project, type ProjectTranslation, projectTranslation } from './schema.ts';

/** The translations of the given projects (all when no ids) into one locale, by project id. */
export const translationsIn = async (db: Database, locale: string, projectIds?: number[]): Promise<Map<number, ProjectTranslation>> => {
  if (projectIds && projectIds.length === 0) return new Map();
  const where = projectIds ? and(eq(projectTranslation.locale, locale), inArray(projectTranslation.projectId, projectIds)) : eq(projectTranslation.locale, locale);
  const rows = await db.select().from(projectTranslation).where(where);
  return new Map(rows.map((row) => [row.projectId, row]));
};

/** Rows that name projects (the inbox, the dashboard, the figures) with each title in a locale where it has one, else its own. */
export const withTitlesIn = async <Row extends { id: number; title: string }>(db: Database, locale: string, rows: Row[]): Promise<Row[]> => {
  if (locale === 'en' || rows.length === 0) return rows;
  const translations = await translationsIn(
    db,
    locale,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, title: translations.get(row.id)?.title || row.title }));
};

/** A translation with nothing in it yet, which the library's alts in its language may fill. */
const blankTranslation = (projectId: number, locale: string): ProjectTranslation => ({
  projectId,
  locale,
  title: null,
  description: null,
  fullDescription: null,
  client: null,
  location: null,
  size: null,
  completionDate: null,
  imageAlt: null,
  galleryAlts: [],
  seoTitle: null,
  seoDescription: null,
  shareImage: null,
});

/**
 * A project in one language, its empty alts filled from the media library: the English as
 * stored, any other language translated where it can be.
 */
export const projectIn = <P extends Project>(project: P, locale: string, translation: ProjectTranslation | undefined, library: LibraryAlts): P => {
  const described = withLibraryAlts(project, library);
  if (locale === 'en') return described;
  const lang = locale === 'ar' ? 'ar' : 'en';
  return applyTranslation(described, translationWithLibraryAlts(project, translation, blankTranslation(project.id, locale), library, lang));
};

/** Projects read in a locale: English as stored, any other language translated where it can be; alts from the library where a place has none. */
export const projectsIn = async <P extends Project>(db: Database, locale: string, projects: P[]): Promise<P[]> => {
  if (projects.length === 0) return projects;
  const library = await readLibraryAlts(db);
  const translations =
    locale === 'en'
      ? new Map<number, ProjectTranslation>()
      : await translationsIn(
          db,
          locale,
          projects.map((row) => row.id),
        );
  return projects.map((row) => projectIn(row, locale, translations.get(row.id), library));
};
