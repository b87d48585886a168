import { buildDatabase } from '../../db/build-database.ts';
import { publishedFeaturedProjects, publishedProjects } from '../../db/published-projects.ts';
import type { Project } from '../../db/schema.ts';
import { noteDatabaseRead } from './facts.ts';

/** Build-time access to the projects: pages are rendered from the same database the API writes. */
export const database = async () => {
  noteDatabaseRead();
  return buildDatabase();
};

export type { Project };

/** The published projects in the office's portfolio order; drafts are never built into a page. */
export const allProjects = async (): Promise<Project[]> => publishedProjects(await database());

export const featuredProjects = async (): Promise<Project[]> => publishedFeaturedProjects(await database());
