import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INFO_FILE } from '../../api/publishing/build-folders.ts';
import { createSiteBuilds } from '../../api/publishing/site-builds.ts';

/** A stand-in published site in `siteDir`, so a server starts at once instead of building the real one. */
export const fakeLiveSite = async (siteDir: string) => {
  const builds = createSiteBuilds(siteDir);
  const { dir: build } = await builds.newBuildDir();
  mkdirSync(build, { recursive: true });
  writeFileSync(join(build, 'index.html'), '<!doctype html><html lang="en"><title>Nile Atelier</title><h1>Nile Atelier</h1></html>');
  writeFileSync(
    join(build, BUILD_INFO_FILE),
    JSON.stringify({ id: 'deploy-test', builtAt: new Date().toISOString(), durationMs: 1, contentFingerprint: '', sourceFingerprint: '' }),
  );
  await builds.activate(build);
};
