import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { project, type Project } from '../../db/schema.ts';

/** Build-time access to the projects: pages are rendered from the same database the API writes. */
let handle: Promise<DatabaseHandle> | undefined;
export const database = async () => {
  handle ??= openDatabase(loadConfig().database);
  return (await handle).db;
};

export type { Project };

export const allProjects = async (): Promise<Project[]> =>
  (await database()).select().from(project).orderBy(desc(project.id));

export const featuredProjects = async (): Promise<Project[]> =>
  (await database()).select().from(project).where(eq(project.featured, true)).orderBy(desc(project.id));

