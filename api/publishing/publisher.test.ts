import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_INFO_FILE } from './build-folders.ts';
import { createSiteBuilds } from './site-builds.ts';
import { createPublisher } from './publisher.ts';
import { runDeployHook } from './run-build.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nile-publish-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** Only the debounce timer is faked: file system work still completes on its own. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/**
 * A build that writes a page saying which build it is. With `gated`, each build waits until the
 * test calls `finish()`, so a test decides exactly when a build is still running.
 */
const fakeBuild = (log: string[], { failOn = -1, gated = false } = {}) => {
  let count = 0;
  const gates: (() => void)[] = [];
  const run = async (outDir: string) => {
    const number = ++count;
    log.push(`start ${number}`);
    if (gated) await new Promise<void>((resolve) => gates.push(resolve));
    if (number === failOn) throw new Error(`build ${number} broke`);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `build ${number}`);
    writeFileSync(join(outDir, BUILD_INFO_FILE), JSON.stringify({ id: String(number), builtAt: '', durationMs: 1, contentFingerprint: '', sourceFingerprint: '' }));
    log.push(`end ${number}`);
    return { changed: ['index.html'], removed: [] };
  };
  return Object.assign(run, { finish: () => gates.shift()?.() });
};

const liveIndex = async (builds: ReturnType<typeof createSiteBuilds>) => {
  const current = await builds.current();
  return current ? readFileSync(join(current.dir, 'index.html'), 'utf8') : null;
};

describe('publisher', () => {
  it('makes one build out of a burst of changes', async () => {
    const log: string[] = [];
    const builds = createSiteBuilds(dir);
    fakeTimers();
    const publisher = createPublisher({ builds, runBuild: fakeBuild(log), debounceMs: 40, log: () => {} });
    for (let i = 0; i < 5; i++) {
      publisher.contentChanged(`edit ${i}`);
      await vi.advanceTimersByTimeAsync(30);
    }
    expect(publisher.status().state).toBe('scheduled');
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    await publisher.whenIdle();
    expect(log).toEqual(['start 1', 'end 1']);
    expect(await liveIndex(builds)).toBe('build 1');
    expect(publisher.status()).toMatchObject({ state: 'idle', lastError: null, lastPublishedAt: expect.any(String) });
  });

  it('runs exactly one more build for changes made during a build, never two at once', async () => {
    const log: string[] = [];
    const builds = createSiteBuilds(dir);
    fakeTimers();
    const runBuild = fakeBuild(log, { gated: true });
    const publisher = createPublisher({ builds, runBuild, debounceMs: 5, log: () => {} });
    publisher.contentChanged('first');
    await vi.advanceTimersByTimeAsync(5);
    await vi.waitFor(() => expect(log).toEqual(['start 1']));
    expect(publisher.status().state).toBe('building');
    publisher.contentChanged('during 1');
    publisher.contentChanged('during 2');
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['start 1']);
    runBuild.finish();
    await vi.waitFor(() => expect(log).toEqual(['start 1', 'end 1', 'start 2']));
    runBuild.finish();
    await publisher.whenIdle();
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(await liveIndex(builds)).toBe('build 2');
  });

  it('keeps the previous site online when a build fails, and reports the error', async () => {
    const log: string[] = [];
    const builds = createSiteBuilds(dir);
    const publisher = createPublisher({ builds, runBuild: fakeBuild(log, { failOn: 2 }), debounceMs: 5, log: () => {} });
    await publisher.publishNow();
    expect(await liveIndex(builds)).toBe('build 1');
    const firstPublished = publisher.status().lastPublishedAt;

    await publisher.publishNow();
    expect(await liveIndex(builds)).toBe('build 1');
    expect(publisher.status()).toMatchObject({ lastError: 'build 2 broke', lastPublishedAt: firstPublished });
    expect(await builds.all()).toHaveLength(1);

    await publisher.publishNow();
    expect(await liveIndex(builds)).toBe('build 3');
    expect(publisher.status().lastError).toBeNull();
  });

  it('keeps a few previous builds for pages still open, and prunes older ones', async () => {
    const builds = createSiteBuilds(dir);
    const publisher = createPublisher({ builds, runBuild: fakeBuild([]), debounceMs: 1, log: () => {} });
    for (let i = 0; i < 5; i++) await publisher.publishNow();
    expect(await builds.all()).toHaveLength(3);
    expect(await liveIndex(builds)).toBe('build 5');
  });

  it('runs the deploy command on each published build, with SITE_BUILD_DIR and the files it wrote and removed', async () => {
    const builds = createSiteBuilds(dir);
    const copies = join(dir, 'cdn');
    const publisher = createPublisher({
      builds,
      runBuild: async (outDir) => ({ ...(await fakeBuild([])(outDir)), removed: ['old.html'] }),
      deploy: runDeployHook(
        `mkdir -p "${copies}" && for f in $SITE_CHANGED_FILES; do cp "$SITE_BUILD_DIR/$f" "${copies}/$f"; done && printf '%s' "$SITE_REMOVED_FILES" > "${copies}/removed.txt"`,
        process.env,
      ),
      debounceMs: 1,
      log: () => {},
    });
    await publisher.publishNow();
    expect(readFileSync(join(copies, 'index.html'), 'utf8')).toBe('build 1');
    expect(readFileSync(join(copies, 'removed.txt'), 'utf8')).toBe('old.html');
    expect(publisher.status().lastError).toBeNull();
  });

  it('keeps a published build live when a step after it fails, and reports a failed deploy', async () => {
    const builds = createSiteBuilds(dir);
    const publisher = createPublisher({
      builds,
      runBuild: fakeBuild([]),
      onPublished: () => {
        throw new Error('refresh broke');
      },
      deploy: runDeployHook('echo "bucket unreachable" >&2; exit 3', process.env),
      debounceMs: 1,
      log: () => {},
    });
    await publisher.publishNow();
    expect(await liveIndex(builds)).toBe('build 1');
    expect(publisher.status().lastPublishedAt).not.toBeNull();
    expect(publisher.status().lastError).toMatch(/deploy command failed.*exited with code 3.*bucket unreachable/s);
  });

  it('publishes a change made while a publish runs, even when an earlier one arrived while it waited for the lease', async () => {
    const builds = createSiteBuilds(dir);
    const made: string[] = [];
    const published: string[][] = [];
    let leaseGate: (() => void) | undefined;
    let buildGate: (() => void) | undefined;
    const lease = {
      ttlMs: 60_000,
      acquire: async () => {
        if (published.length === 0 && !leaseGate) await new Promise<void>((resolve) => (leaseGate = resolve));
        return true;
      },
      release: async () => {},
    };
    const publisher = createPublisher({
      builds,
      debounceMs: 0,
      log: () => {},
      lease,
      runBuild: async (outDir) => {
        const started = Date.now();
        const seen = [...made];
        if (published.length === 0) await new Promise<void>((resolve) => (buildGate = resolve));
        published.push(seen);
        mkdirSync(outDir, { recursive: true });
        writeFileSync(join(outDir, 'index.html'), seen.join(','));
        writeFileSync(
          join(outDir, BUILD_INFO_FILE),
          JSON.stringify({ id: 'b', builtAt: new Date().toISOString(), durationMs: Date.now() - started, contentFingerprint: '', sourceFingerprint: '' }),
        );
        return { changed: ['index.html'], removed: [] };
      },
    });
    made.push('a');
    publisher.contentChanged('a');
    await vi.waitFor(() => expect(leaseGate).toBeDefined());
    // Made while the publish waits for the lease: the publish, which starts after it, reads it.
    made.push('b');
    publisher.contentChanged('b');
    await new Promise((resolve) => setTimeout(resolve, 5));
    leaseGate?.();
    await vi.waitFor(() => expect(buildGate).toBeDefined());
    // Made while the publish runs: it needs one more.
    await new Promise((resolve) => setTimeout(resolve, 5));
    made.push('c');
    publisher.contentChanged('c');
    buildGate?.();
    await publisher.whenIdle();
    expect(await liveIndex(builds)).toBe('a,b,c');
    await publisher.stop();
  });
});
