/**
 * Builds the static site from the database. The publisher runs this file in a child process
 * (`node api/publishing/build-site.ts --out <dir>`) so the server keeps answering while Astro works;
 * `npm run build` calls buildSite() through scripts/build-site.ts.
 */
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { ensureSiteContent } from '../../db/site-content.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { contentFingerprint, sourceFingerprint } from './fingerprints.ts';
import { precompress } from './precompress.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { BUILD_INFO_FILE, createSiteBuilds, type BuildInfo } from './site-builds.ts';

/** Builds into `outDir`, or into a new build folder that then becomes the live site. */
export const buildSite = async (config: AppConfig, outDir?: string) => {
  const builds = createSiteBuilds(config.siteDir);
  const target = outDir ? { dir: outDir, id: basename(outDir) } : await builds.newBuildDir();

  const started = Date.now();
  const database = await openDatabase(config.database);
  await migrateDatabase(database.db);
  // `npm run build` may be the first thing run on a fresh database: it builds today's texts.
  await ensureSiteContent(database.db);
  const content = await contentFingerprint(database.db);
  database.close();

  await build({ root: PROJECT_ROOT, outDir: target.dir, logLevel: 'warn' });
  await precompress(target.dir);

  const info: BuildInfo = {
    id: target.id,
    builtAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    contentFingerprint: content,
    sourceFingerprint: await sourceFingerprint(PROJECT_ROOT),
  };
  await writeFile(join(target.dir, BUILD_INFO_FILE), JSON.stringify(info, null, 2));

  if (!outDir) {
    await builds.activate(target.dir);
    await builds.prune();
  }
  return { ...target, info };
};

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  await buildSite(loadConfig(), values.out);
}
