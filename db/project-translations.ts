import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { applyTranslation } from '../shared/project-translation-view.ts';
import { type Project, type ProjectTranslation, projectTranslation } from './schema.ts';

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
