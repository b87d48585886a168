import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, createSiteBuilds } from './site-builds.ts';
import { createPublisher } from './publisher.ts';
import { runDeployHook } from './run-build.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nile-publish-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A build that writes a page saying which build it is, taking `ms`. */
const fakeBuild = (log: string[], { ms = 30, failOn = -1 } = {}) => {
  let count = 0;
  return async (outDir: string) => {
    const number = ++count;
    log.push(`start ${number}`);
    await wait(ms);
    if (number === failOn) throw new Error(`build ${number} broke`);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `build ${number}`);
    writeFileSync(join(outDir, BUILD_INFO_FILE), JSON.stringify({ id: String(number), builtAt: '', durationMs: ms, contentFingerprint: '', sourceFingerprint: '' }));
    log.push(`end ${number}`);
  };
};

const liveIndex = async (builds: ReturnType<typeof createSiteBuilds>) => {
  const current = await builds.current();
  return current ? readFileSync(join(current.dir, 'index.html'), 'utf8') : null;
};

describe('publisher', () => {
  it('makes one build out of a burst of changes', async () => {
    const log: string[] = [];
    const builds = createSiteBuilds(dir);
    const publisher = createPublisher({ builds, runBuild: fakeBuild(log), debounceMs: 40, log: () => {} });
    for (let i = 0; i < 5; i++) publisher.contentChanged(`edit ${i}`);
    expect(publisher.status().state).toBe('scheduled');
    await wait(10);
    await publisher.whenIdle();
    expect(log).toEqual(['start 1', 'end 1']);
    expect(await liveIndex(builds)).toBe('build 1');
    expect(publisher.status()).toMatchObject({ state: 'idle', lastError: null, lastPublishedAt: expect.any(String) });
  });

  it('runs exactly one more build for changes made during a build, never two at once', async () => {
    const log: string[] = [];
    const builds = createSiteBuilds(dir);
    const publisher = createPublisher({ builds, runBuild: fakeBuild(log, { ms: 80 }), debounceMs: 5, log: () => {} });
    publisher.contentChanged('first');
    await wait(30);
    expect(publisher.status().state).toBe('building');
    publisher.contentChanged('during 1');
    publisher.contentChanged('during 2');
    await wait(5);
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
    const publisher = createPublisher({ builds, runBuild: fakeBuild([], { ms: 2 }), debounceMs: 1, log: () => {} });
    for (let i = 0; i < 5; i++) await publisher.publishNow();
    expect(await builds.all()).toHaveLength(3);
    expect(await liveIndex(builds)).toBe('build 5');
  });

  it('runs the deploy command on each published build, with SITE_BUILD_DIR set', async () => {
    const builds = createSiteBuilds(dir);
    const copies = join(dir, 'cdn');
    const publisher = createPublisher({
      builds,
      runBuild: fakeBuild([], { ms: 2 }),
      deploy: runDeployHook(`mkdir -p "${copies}" && cp "$SITE_BUILD_DIR/index.html" "${copies}/index.html"`, process.env),
      debounceMs: 1,
      log: () => {},
    });
    await publisher.publishNow();
    expect(readFileSync(join(copies, 'index.html'), 'utf8')).toBe('build 1');
    expect(publisher.status().lastError).toBeNull();
  });

  it('keeps a published build live when a step after it fails, and reports a failed deploy', async () => {
    const builds = createSiteBuilds(dir);
    const publisher = createPublisher({
      builds,
      runBuild: fakeBuild([], { ms: 2 }),
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
});
