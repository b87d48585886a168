import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from '../../db/client.ts';
import type { AnalyticsMode } from '../../shared/analytics.ts';
import { BUILD_INFO_FILE, type BuildInfo } from './build-folders.ts';
import { contentFingerprint } from './fingerprints.ts';
import { renderSite } from './render-site.ts';
import type { PublishedFiles } from './run-build.ts';
import { siteBundle, siteCode } from './site-bundles.ts';
import type { SiteBuilds } from './site-builds.ts';

export interface SitePublishingOptions {
  db: Database;
  builds: SiteBuilds;
  siteUrl: string;
  analytics: AnalyticsMode;
  /** What the site's build reads (SITE_URL, the bucket's address). */
  env: NodeJS.ProcessEnv;
  /** Builds the site's code into a folder (a child process: see run-build.ts). */
  compile: (outDir: string, signal?: AbortSignal) => Promise<void>;
}

/**
 * Publishing the site from the database: the code is built by Astro once per version, and each publish
 * renders, with that bundle, the pages whose facts changed since the live build (or every page).
 */
export const createSitePublishing = ({ db, builds, siteUrl, analytics, env, compile }: SitePublishingOptions) => {
  let code: ReturnType<typeof siteCode> | undefined;
  const currentCode = () => {
    code ??= siteCode({ analytics, env });
    return code;
  };
  const bundle = async (signal?: AbortSignal) => siteBundle((await currentCode()).key, (dir) => compile(dir, signal));

  return {
    /** Writes the site into `outDir` (a new build folder): from the live build, or whole. */
    async publishInto(outDir: string, signal?: AbortSignal, { whole = false, drafts = false } = {}): Promise<PublishedFiles> {
      const started = Date.now();
      if (whole) code = undefined;
      const loaded = await bundle(signal);
      const live = whole ? null : await builds.current();
      const content = await contentFingerprint(db);
      const files = await renderSite({ bundle: loaded, db, site: new URL(siteUrl), outDir, live, signal, drafts });
      const info: BuildInfo = {
        id: basename(outDir),
        builtAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        contentFingerprint: content,
        sourceFingerprint: (await currentCode()).source,
      };
      await writeFile(join(outDir, BUILD_INFO_FILE), JSON.stringify(info, null, 2));
      return files;
    },
    /** Renders one page of the site from the office's drafts; null when the site has no such page. */
    async renderDraft(path: string) {
      const loaded = await bundle();
      const pass = loaded.site.newPass({ drafts: true });
      if (!(await loaded.site.sitePaths(pass)).includes(path)) return null;
      return loaded.site.renderFile(pass, new URL(siteUrl), path);
    },
  };
};
