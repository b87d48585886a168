import { join } from 'node:path';
import { SITE_PREVIEW_URL } from '../../shared/site-preview.ts';
import { createBuildFolders } from './build-folders.ts';
import { rerunAfter } from './rerun-after.ts';

export type PreviewState = 'idle' | 'building' | 'ready' | 'failed';

/** What `GET /api/admin/site-content/preview` answers (the site content contract). */
export interface PreviewStatus {
  state: PreviewState;
  /** When the preview being served was built, ISO time; null while there is none. */
  builtAt: string | null;
  /** Why the most recent preview build failed; null when it succeeded. */
  error: string | null;
  url: typeof SITE_PREVIEW_URL;
}

/** A preview ready to serve: its folder and when it was built. */
interface ReadyPreview {
  dir: string;
  builtAt: string;
}

/** The preview as the API and the static site see it; in dev mode and tests without a site build, `available` is false. */
export interface SitePreviews {
  available: boolean;
  /** Starts a preview build, or one more after the running one. */
  request: () => void;
  status: () => Promise<PreviewStatus>;
  /** The newest ready preview, or null. */
  current: () => Promise<ReadyPreview | null>;
}

/** No preview can be built here (astro dev renders the pages itself; tests and benchmarks build none). */
export const unavailablePreviews = (): SitePreviews => ({
  available: false,
  request: () => {},
  status: async () => ({ state: 'idle', builtAt: null, error: null, url: SITE_PREVIEW_URL }),
  current: async () => null,
});

export interface PreviewBuilderOptions {
  /** The site folder (SITE_DIR): previews live in `<siteDir>/preview/<id>`, apart from the live builds. */
  siteDir: string;
  /** Builds the preview into `outDir`; rejects with a readable message when the build fails. */
  runBuild: (outDir: string, signal: AbortSignal) => Promise<void>;
  log?: (line: string) => void;
}

/**
 * Builds the admins' preview of the unpublished drafts: one build at a time (a request during a
 * build causes exactly one more after it), only the newest ready preview is kept, and nothing
 * here touches the live site: a failed preview only reports its error.
 */
export const createPreviewBuilder = ({ siteDir, runBuild, log = console.log }: PreviewBuilderOptions) => {
  const folders = createBuildFolders(join(siteDir, 'preview'));
  let error: string | null = null;
  const abort = new AbortController();

  // Read from disk, so a preview another process on this site folder built is served here too.
  const current = async (): Promise<ReadyPreview | null> => {
    const [newest] = await folders.ready();
    return newest ? { dir: newest.dir, builtAt: newest.info.builtAt } : null;
  };

  const buildOnce = async () => {
    const { id, dir } = await folders.create();
    log(`[preview] building ${id}`);
    try {
      await runBuild(dir, abort.signal);
      if (!(await folders.readInfo(dir))) throw new Error('The preview build finished without its build-info.json.');
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      await folders.remove(dir);
      log(`[preview] ${id} failed; the live site is not affected: ${error}`);
      return;
    }
    error = null;
    log(`[preview] ${id} is ready`);
    await folders.keepNewest(1).catch((failure: unknown) => log(`[preview] could not remove old previews: ${String(failure)}`));
  };

  const rebuilds = rerunAfter(buildOnce, {
    onError: (failure) => {
      error = failure instanceof Error ? failure.message : String(failure);
      log(`[preview] could not build a preview: ${error}`);
    },
  });

  const previews: SitePreviews & { whenIdle: () => Promise<void>; stop: () => Promise<void> } = {
    available: true,
    request: rebuilds.request,
    async status() {
      const ready = await current();
      const state: PreviewState = rebuilds.running() ? 'building' : error ? 'failed' : ready ? 'ready' : 'idle';
      return { state, builtAt: ready?.builtAt ?? null, error, url: SITE_PREVIEW_URL };
    },
    current,
    /** Resolves once no preview is building. */
    whenIdle: rebuilds.whenIdle,
    /** Stops a build in progress (at shutdown); the previews on disk stay. */
    async stop() {
      abort.abort();
      await rebuilds.stop();
    },
  };
  return previews;
};
