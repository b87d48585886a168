/**
 * Builds the static site from the database.
 *   node scripts/build-site.ts --out <dir>   build into <dir> (what the server's publisher runs)
 *   node scripts/build-site.ts               build and make it the live site (npm run build)
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { loadConfig } from '../api/config.ts';
import { contentFingerprint, sourceFingerprint } from '../api/publishing/fingerprints.ts';
import { precompress } from '../api/publishing/precompress.ts';
import { BUILD_INFO_FILE, createSiteBuilds, type BuildInfo } from '../api/publishing/site-builds.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const builds = createSiteBuilds(config.siteDir);
const target = values.out ? { dir: values.out, id: values.out.split(/[\\/]/).pop()! } : await builds.newBuildDir();

const started = Date.now();
const database = await openDatabase(config.database);
await migrateDatabase(database.db);
const content = await contentFingerprint(database.db);
database.close();

await build({ root, outDir: target.dir, logLevel: 'warn' });
await precompress(target.dir);

const info: BuildInfo = {
  id: target.id,
  builtAt: new Date().toISOString(),
  durationMs: Date.now() - started,
  contentFingerprint: content,
  sourceFingerprint: await sourceFingerprint(root),
};
await writeFile(join(target.dir, BUILD_INFO_FILE), JSON.stringify(info, null, 2));

if (!values.out) {
  await builds.activate(target.dir);
  await builds.prune();
  console.log(`Built ${target.id} in ${info.durationMs} ms; it is now the live site (${config.siteDir}/current).`);
}
