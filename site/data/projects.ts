import { loadConfig } from '../../api/config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { publishedFeaturedProjects, publishedProjects } from '../../db/published-projects.ts';
import type { Project } from '../../db/schema.ts';

/** Build-time access to the projects: pages are rendered from the same database the API writes. */
let handle: Promise<DatabaseHandle> | undefined;
export const database = async () => {
  handle ??= openDatabase(loadConfig().database);
  return (await handle).db;
};

export type { Project };

/** The published projects in the office's portfolio order; drafts are never built into a page. */
export const allProjects = async (): Promise<Project[]> => publishedProjects(await database());

export const featuredProjects = async (): Promise<Project[]> => publishedFeaturedProjects(await database());
