/**
 * npm run build: builds the site's code and renders every page from the database into a new build that
 * becomes the live site; `--out <dir>` writes it into that folder only.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { openPreparedDatabase } from '../api/prepared-database.ts';
import { compileSite } from '../api/publishing/astro-build.ts';
import { createSiteBuilds } from '../api/publishing/site-builds.ts';
import { createSitePublishing } from '../api/publishing/site-publishing.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const started = Date.now();
// It may be the first thing run on a fresh database: it is migrated, and rendered with the launch texts.
const database = await openPreparedDatabase(config);
const builds = createSiteBuilds(config.siteDir);
const site = createSitePublishing({
  db: database.db,
  builds,
  siteUrl: config.siteUrl,
  analytics: config.analytics.mode,
  env: { ...process.env, SITE_URL: config.siteUrl, DATABASE_URL: config.database.url },
  compile: compileSite,
});
const target = values.out ? { dir: values.out, id: basename(values.out) } : await builds.newBuildDir();
// SITE_CONTENT_SOURCE=draft: the office's drafts over the published texts, as its preview shows them.
await site.publishInto(target.dir, undefined, { whole: true, drafts: process.env.SITE_CONTENT_SOURCE === 'draft' });
if (!values.out) {
  await builds.activate(target.dir);
  await builds.prune();
}
await site.stop();
database.close();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(values.out ? `Built ${target.id} into ${values.out} in ${seconds} s.` : `Built ${target.id} in ${seconds} s; it is now the live site (${config.siteDir}/current).`);
process.exit(0);
