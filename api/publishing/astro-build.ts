/**
 * Builds the static site from the database. The publisher runs this file in a child process
 * (`node api/publishing/astro-build.ts --out <dir>`) so the server keeps answering while Astro works;
 * `npm run build` calls buildSite() through scripts/build-site.ts. With `--preview` it builds the
 * admins' preview of the unpublished drafts instead.
 */
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { provideBuildDatabase } from '../../db/build-database.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openPreparedDatabase } from '../prepared-database.ts';
import { contentFingerprint, sourceFingerprint } from './fingerprints.ts';
import { precompress } from './precompress.ts';
import { writeRedirectsFile } from '../redirects/index.ts';
import { rewritePreviewBuild } from './preview-links.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { BUILD_INFO_FILE, type BuildInfo } from './build-folders.ts';
import { inBuildScratch } from './build-scratch.ts';
import { createSiteBuilds } from './site-builds.ts';
import { SITE_PREVIEW_PATH } from '../../shared/site-preview.ts';

/**
 * What the pages and astro.config.mjs read in a preview build: the drafts over the published content,
 * the banner and noindex, and Astro's assets under the preview's path.
 */
const PREVIEW_BUILD_ENV = { SITE_CONTENT_SOURCE: 'draft', SITE_PREVIEW: '1', SITE_ASSETS_PREFIX: SITE_PREVIEW_PATH } as const;

/**
 * Builds into `outDir`, or into a new build folder that then becomes the live site. A preview
 * (`preview: true`, only with `outDir`) is built from the drafts and links to itself under /admin/preview/site.
 */
export const buildSite = async (config: AppConfig, outDir?: string, { preview = false } = {}) => {
  if (preview && !outDir) throw new Error('A preview is built into a folder of its own: pass --out <dir>.');
  // Read by astro.config.mjs and the pages, in this process, during build() below.
  if (preview) Object.assign(process.env, PREVIEW_BUILD_ENV);
  const builds = createSiteBuilds(config.siteDir);
  const target = outDir ? { dir: outDir, id: basename(outDir) } : await builds.newBuildDir();

  const started = Date.now();
  // `npm run build` may be the first thing run on a fresh database: it is migrated, and built with the launch texts.
  const database = await openPreparedDatabase(config);
  const content = await contentFingerprint(database.db);
  provideBuildDatabase(database.db);
  try {
    await inBuildScratch(PROJECT_ROOT, () => build({ root: PROJECT_ROOT, outDir: target.dir, logLevel: 'warn' }));
    // A CDN serving this folder answers the old addresses too; the preview has no addresses of its own.
    if (!preview) await writeRedirectsFile(database.db, target.dir);
  } finally {
    provideBuildDatabase(undefined);
    database.close();
  }
  if (preview) await rewritePreviewBuild(target.dir, SITE_PREVIEW_PATH);
  await precompress(target.dir);

  const info: BuildInfo = {
    id: target.id,
    builtAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    contentFingerprint: content,
    sourceFingerprint: await sourceFingerprint(PROJECT_ROOT, config.analytics.mode),
  };
  await writeFile(join(target.dir, BUILD_INFO_FILE), JSON.stringify(info, null, 2));

  if (!outDir) {
    await builds.activate(target.dir);
    await builds.prune();
  }
  return { ...target, info };
};

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, preview: { type: 'boolean', default: false } } });
  await buildSite(loadConfig(), values.out, { preview: values.preview });
}
