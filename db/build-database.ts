import type { Database } from './client.ts';

/**
 * Astro renders the pages in the process that runs it (the build child, or the dev server), from modules
 * it bundles itself, so a module-level variable here would be a different one in the pages' copy: the
 * database is handed over on the process's global object, under a key of its own.
 */
const KEY = Symbol.for('nile-atelier.build-database');
const holder = globalThis as { [KEY]?: Database };

/** The process running Astro hands the pages the database they are rendered from. */
export const provideBuildDatabase = (db: Database | undefined) => {
  holder[KEY] = db;
};

/** The database the pages are rendered from; only the build and the dev server render pages. */
export const buildDatabase = (): Database => {
  const db = holder[KEY];
  if (!db) throw new Error('No database was handed to the pages: they are rendered by the site build (api/publishing/astro-build.ts) or the dev server.');
  return db;
};
