import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from '../../db/client.ts';
import type { AnalyticsMode } from '../../shared/analytics.ts';
import { BUILD_INFO_FILE, type BuildInfo } from './build-folders.ts';
import { contentFingerprint } from './fingerprints.ts';
import { createRenderProcess } from './render-process.ts';
import type { PublishedFiles } from './run-build.ts';
import { siteBundle, siteCode } from './site-bundles.ts';
import type { SiteBuilds } from './site-builds.ts';

export interface SitePublishingOptions {
  db: Database;
  builds: SiteBuilds;
  siteUrl: string;
  analytics: AnalyticsMode;
  /** What the site's build and its renderer read (SITE_URL, the bucket's address, DATABASE_URL). */
  env: NodeJS.ProcessEnv;
  /** Builds the site's code into a folder (a child process: see run-build.ts). */
  compile: (outDir: string, signal?: AbortSignal) => Promise<void>;
}

/**
 * Publishing the site from the database: the code is built by Astro once per version, and each publish
 * renders, with that bundle, the pages whose facts changed since the live build (or every page), in the
 * renderer's child process.
 */
export const createSitePublishing = ({ db, builds, siteUrl, analytics, env, compile }: SitePublishingOptions) => {
  let code: ReturnType<typeof siteCode> | undefined;
  const currentCode = () => {
    code ??= siteCode({ analytics, env });
    return code;
  };
  const bundle = async (signal?: AbortSignal) => siteBundle((await currentCode()).key, (dir) => compile(dir, signal));
  const renderer = createRenderProcess(env);

  return {
    /** Writes the site into `outDir` (a new build folder): from the live build, or whole. */
    async publishInto(outDir: string, signal?: AbortSignal, { whole = false, drafts = false } = {}): Promise<PublishedFiles> {
      const started = Date.now();
      if (whole) code = undefined;
      const built = await bundle(signal);
      const live = whole ? null : await builds.current();
      const rendering = renderer.renderSite({ kind: 'site', bundle: built, site: siteUrl, outDir, liveDir: live?.dir ?? null, drafts });
      // A publish asked to stop (the server is shutting down) stops the renderer; the next publish starts a new one.
      const stopRendering = () => void renderer.stop();
      signal?.addEventListener('abort', stopRendering, { once: true });
      // What the database held for this publish, for the doctor, is read while the renderer works.
      const [{ changed, removed }, content] = await Promise.all([rendering.finally(() => signal?.removeEventListener('abort', stopRendering)), contentFingerprint(db)]);
      const files = { changed, removed };
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
    renderDraft: async (path: string) => renderer.renderDraft({ kind: 'draft', bundle: await bundle(), site: siteUrl, path }),
    /** Ends the renderer's process (at shutdown). */
    stop: () => renderer.stop(),
  };
};
