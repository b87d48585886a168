import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SITE_PREVIEW_URL } from '../../shared/site-preview.ts';
import { BUILD_INFO_FILE, type BuildInfo } from './site-builds.ts';

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
  const root = join(resolve(siteDir), 'preview');
  let building = false;
  let again = false;
  let stopped = false;
  let error: string | null = null;
  let running: Promise<void> | undefined;
  let lastStamp = 0;
  let idleWaiters: (() => void)[] = [];
  const abort = new AbortController();

  const readInfo = async (dir: string) => {
    try {
      return JSON.parse(await readFile(join(dir, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
    } catch {
      return null;
    }
  };

  /** Preview folders, newest first (their names sort by time). */
  const folders = async () => (await readdir(root).catch(() => [] as string[])).sort().reverse();

  // Read from disk, so a preview another process on this site folder built is served here too.
  const current = async (): Promise<ReadyPreview | null> => {
    for (const name of await folders()) {
      const dir = join(root, name);
      const info = await readInfo(dir);
      if (info && existsSync(dir)) return { dir, builtAt: info.builtAt };
    }
    return null;
  };

  /** Removes every preview older than `kept` (a newer one may still be building in another process). */
  const pruneBefore = async (kept: string) => {
    for (const name of await folders()) if (name < kept) await rm(join(root, name), { recursive: true, force: true });
  };

  const buildOnce = async () => {
    await mkdir(root, { recursive: true });
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    const id = `${new Date(lastStamp).toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;
    const dir = join(root, id);
    log(`[preview] building ${id}`);
    try {
      await runBuild(dir, abort.signal);
      if (!(await readInfo(dir))) throw new Error('The preview build finished without its build-info.json.');
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      await rm(dir, { recursive: true, force: true });
      log(`[preview] ${id} failed; the live site is not affected: ${error}`);
      return;
    }
    error = null;
    log(`[preview] ${id} is ready`);
    await pruneBefore(id).catch((failure: unknown) => log(`[preview] could not remove old previews: ${String(failure)}`));
  };

  const loop = async () => {
    building = true;
    do {
      again = false;
      await buildOnce().catch((failure: unknown) => {
        error = failure instanceof Error ? failure.message : String(failure);
        log(`[preview] could not build a preview: ${error}`);
      });
    } while (again && !stopped);
    building = false;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const previews: SitePreviews & { whenIdle: () => Promise<void>; stop: () => Promise<void> } = {
    available: true,
    request() {
      if (stopped) return;
      if (building) again = true;
      else running = loop();
    },
    async status() {
      const ready = await current();
      const state: PreviewState = building ? 'building' : error ? 'failed' : ready ? 'ready' : 'idle';
      return { state, builtAt: ready?.builtAt ?? null, error, url: SITE_PREVIEW_URL };
    },
    current,
    /** Resolves once no preview is building. */
    whenIdle: () => (building ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    /** Stops a build in progress (at shutdown); the previews on disk stay. */
    async stop() {
      stopped = true;
      abort.abort();
      await running;
    },
  };
  return previews;
};
