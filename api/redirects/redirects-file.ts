import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { addressOf } from '../../shared/redirect-paths.ts';
import { readRedirectEnds, type RedirectEnd } from './redirect-store.ts';

/** The file Netlify and Cloudflare Pages read their redirects from, at the root of the published folder. */
export const REDIRECTS_FILE = '_redirects';

/** One `from to 301` line per redirect, followed to its end, in path order. */
const redirectsFileText = (ends: ReadonlyMap<string, RedirectEnd>) => {
  const lines = [...ends].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([from, end]) => `${addressOf(from)} ${addressOf(end.to)} 301`);
  return ['# The redirects of this site (Admin → Redirects), for a CDN that serves the build: written by each build.', ...lines, ''].join('\n');
};

/** Writes the redirects stored now into a build folder, so a CDN deploy of it answers them too. */
export const writeRedirectsFile = async (db: Database, buildDir: string) => {
  await writeFile(join(buildDir, REDIRECTS_FILE), redirectsFileText(await readRedirectEnds(db)));
};
