import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { project, type Project } from './schema.ts';

/**
 * The one public read path of projects (the API's public routes, the static build, the detail
 * fallback): only published projects, in the office's order. Drafts never leave through here.
 */
const isPublished = eq(project.status, 'Published');

/** The portfolio order: the office's positions, and newest first among equal positions (new projects go first). */
export const portfolioOrder = [asc(project.position), desc(project.id)];

export const publishedProjects = (db: Database): Promise<Project[]> =>
  db
    .select()
    .from(project)
    .where(isPublished)
    .orderBy(...portfolioOrder);

export const publishedFeaturedProjects = (db: Database): Promise<Project[]> =>
  db
    .select()
    .from(project)
    .where(and(isPublished, eq(project.featured, true)))
    .orderBy(...portfolioOrder);

export const publishedProjectBySlug = async (db: Database, slug: string): Promise<Project | null> => {
  const [row] = await db
    .select()
    .from(project)
    .where(and(isPublished, eq(project.slug, slug)))
    .limit(1);
  return row ?? null;
};

/** The position that puts a new project before every other one. */
export const firstPosition = sql<number>`(SELECT coalesce(min(${project.position}), 0) - 1 FROM ${project})`;
