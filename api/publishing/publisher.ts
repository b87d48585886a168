import type { PublishStatus } from '../context.ts';
import type { PublishLease } from './publish-lease.ts';
import { rerunAfter } from './rerun-after.ts';
import type { PublishedFiles } from './run-build.ts';
import type { SiteBuilds } from './site-builds.ts';

export const unpublishedStatus = (mode: PublishStatus['mode'], pendingReasons: string[] = []): PublishStatus => ({
  mode,
  state: pendingReasons.length ? 'scheduled' : 'idle',
  lastPublishedAt: null,
  lastBuildDurationMs: null,
  lastError: null,
  lastFailedAt: null,
  pendingReasons,
});

export interface PublisherOptions {
  builds: SiteBuilds;
  /**
   * Writes the site into `outDir`, from the live build or (`whole`) entirely; answers the files it wrote
   * and removed; rejects with a readable message when it fails.
   */
  runBuild: (outDir: string, signal: AbortSignal, options: { whole: boolean }) => Promise<PublishedFiles>;
  /** Optional: copies a published build elsewhere (a CDN, a static host); see PUBLISH_HOOK. */
  deploy?: (buildDir: string, signal: AbortSignal, files: PublishedFiles) => Promise<void>;
  debounceMs: number;
  /** Called once a new build is live. */
  onPublished?: () => Promise<void> | void;
  log?: (line: string) => void;
  /**
   * Several processes on one database: only the holder of this lease builds. A build another
   * process started after the change was asked for already contains it, so this one is skipped.
   */
  lease?: PublishLease;
  /** How often to try again while another process holds the lease. */
  leaseRetryMs?: number;
}

/**
 * Rebuilds the static site after content changes: debounced (a burst of edits makes one build),
 * one build at a time (a change during a build causes exactly one more), and only a finished,
 * successful build replaces the live one.
 */
export const createPublisher = ({ builds, runBuild, deploy, debounceMs, onPublished, log = console.log, lease, leaseRetryMs = 1000 }: PublisherOptions) => {
  let timer: NodeJS.Timeout | undefined;
  let pendingReasons: string[] = [];
  let lastPublishedAt: string | null = null;
  let lastBuildDurationMs: number | null = null;
  let lastError: string | null = null;
  let lastFailedAt: string | null = null;
  let stopped = false;
  /** The next publish renders every page (the office asked, or the code changed). */
  let whole = false;
  let idleWaiters: (() => void)[] = [];
  const abort = new AbortController();

  /** When the newest pending change was asked for: a live build that started after it contains every pending change. */
  let requestedAt = 0;

  /** Waits for the lease; resolves to its release, or null when the publisher stopped while waiting. */
  const takeLease = async (): Promise<(() => Promise<void>) | null> => {
    if (!lease) return async () => {};
    let announced = false;
    while (!(await lease.acquire())) {
      if (!announced) log('[publish] another process is building the site; waiting for it');
      announced = true;
      if (stopped) return null;
      await new Promise((resolve) => setTimeout(resolve, leaseRetryMs));
      if (stopped) return null;
    }
    const renew = setInterval(() => void lease.acquire().catch(() => {}), lease.ttlMs / 3);
    return async () => {
      clearInterval(renew);
      await lease.release().catch((error: unknown) => log(`[publish] could not release the build lease: ${String(error)}`));
    };
  };

  /** With a lease: whether the live build was started (by another process) after this build was asked for. */
  const builtElsewhereSince = async (since: number) => {
    if (!lease || !since) return false;
    const live = await builds.current();
    if (!live || Date.parse(live.info.builtAt) - live.info.durationMs <= since) return false;
    lastPublishedAt = live.info.builtAt;
    lastBuildDurationMs = live.info.durationMs;
    lastError = null;
    pendingReasons = [];
    log(`[publish] ${live.info.id} already has these changes: it started after the last of them was made`);
    await (async () => onPublished?.())().catch((error: unknown) => log(`[publish] after-publish step failed: ${String(error)}`));
    return true;
  };

  const build = async () => {
    const since = requestedAt;
    requestedAt = 0;
    const release = await takeLease();
    if (!release) return;
    try {
      if (!(await builtElsewhereSince(since))) await buildOnce();
    } finally {
      await release();
    }
  };

  const buildOnce = async () => {
    const reasons = pendingReasons;
    pendingReasons = [];
    const everything = whole;
    whole = false;
    const started = Date.now();
    const { id, dir } = await builds.newBuildDir();
    log(`[publish] building ${id}${everything ? ', every page' : ''} (${reasons.join('; ') || 'requested'})`);
    let files: PublishedFiles = { changed: [], removed: [] };
    const failed = (error: unknown, prefix = '') => {
      lastError = `${prefix}${error instanceof Error ? error.message : String(error)}`;
      lastFailedAt = new Date().toISOString();
    };
    try {
      files = await runBuild(dir, abort.signal, { whole: everything });
      if (files.changed.length === 0 && files.removed.length === 0 && (await builds.current())) {
        await builds.discard(dir);
        lastError = null;
        log(`[publish] the live site already shows every change (${Date.now() - started} ms)`);
        return;
      }
      await builds.activate(dir);
    } catch (error) {
      if (everything) whole = true;
      failed(error);
      await builds.discard(dir);
      log(`[publish] ${id} failed, the previous site stays online: ${lastError}`);
      return;
    }
    // From here the new build is live: nothing below may remove it.
    lastPublishedAt = new Date().toISOString();
    lastBuildDurationMs = Date.now() - started;
    lastError = null;
    log(`[publish] ${id} is live after ${lastBuildDurationMs} ms${`: ${files.changed.length} files written, ${files.removed.length} removed`}`);
    await (async () => onPublished?.())().catch((error: unknown) => log(`[publish] after-publish step failed: ${String(error)}`));
    await builds.prune().catch((error: unknown) => log(`[publish] could not remove old builds: ${String(error)}`));
    if (deploy) {
      try {
        await deploy(dir, abort.signal, files);
        log(`[publish] ${id} deployed`);
      } catch (error) {
        failed(error, 'The site was published on this server, but the deploy command failed: ');
        log(`[publish] ${lastError}`);
      }
    }
  };

  const state = (): PublishStatus['state'] => (rebuilds.running() ? 'building' : timer ? 'scheduled' : 'idle');

  const settle = () => {
    if (state() !== 'idle') return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  // One build at a time; a change during a build causes exactly one more, right after it.
  const rebuilds = rerunAfter(build, {
    onError: (error) => {
      lastError = error instanceof Error ? error.message : String(error);
      lastFailedAt = new Date().toISOString();
      log(`[publish] could not publish: ${lastError}`);
    },
    onIdle: settle,
  });

  const schedule = (reason: string) => {
    if (stopped) return;
    requestedAt = Date.now();
    pendingReasons.push(reason);
    if (rebuilds.running()) {
      rebuilds.request();
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      rebuilds.request();
    }, debounceMs);
  };

  return {
    contentChanged: schedule,
    schedule,
    /** Renders every page again (after a change of code, or when the office asks). */
    rebuildWhole(reason: string) {
      whole = true;
      schedule(reason);
    },
    /** Builds right away (used at start when there is no site yet) and resolves when it is done. */
    async publishNow(reason = 'publish requested') {
      clearTimeout(timer);
      timer = undefined;
      requestedAt = Date.now();
      pendingReasons.push(reason);
      rebuilds.request();
      await this.whenIdle();
    },
    /** Resolves once nothing is scheduled or building. */
    whenIdle() {
      if (state() === 'idle') return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    status: (): PublishStatus => ({
      mode: 'static',
      state: state(),
      lastPublishedAt,
      lastBuildDurationMs,
      lastError,
      lastFailedAt,
      pendingReasons: [...pendingReasons],
    }),
    /** Records the build that is already live, e.g. one left by a previous run. */
    adopt(publishedAt: string, durationMs: number) {
      lastPublishedAt = publishedAt;
      lastBuildDurationMs = durationMs;
    },
    /** Cancels a scheduled build and stops one in progress; the live site is left as it is. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await rebuilds.stop();
    },
  };
};
