import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { createPublishLease } from './publish-lease.ts';
import { createPublisher } from './publisher.ts';
import { BUILD_INFO_FILE } from './build-folders.ts';
import { createSiteBuilds } from './site-builds.ts';

let dir = '';
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nile-lease-'));
  // Two connections to one file, as two server processes would hold.
  first = await openDatabase({ url: `file:${join(dir, 'shared.db')}` });
  await migrateDatabase(first.db);
  second = await openDatabase({ url: `file:${join(dir, 'shared.db')}` });
});
afterAll(() => {
  first.close();
  second.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the publish lease', () => {
  it('is held by one process at a time, renewable by its holder, and free again once released', async () => {
    const a = createPublishLease(first.db, { holder: 'a' });
    const b = createPublishLease(second.db, { holder: 'b' });
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    await b.release();
    expect(await b.acquire()).toBe(false);
    await a.release();
    expect(await b.acquire()).toBe(true);
    await b.release();
  });

  it('passes to another process when its holder stops renewing it, and not a moment before', async () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const clock = () => now;
    const dead = createPublishLease(first.db, { holder: 'dead', ttlMs: 60_000, now: clock });
    const alive = createPublishLease(second.db, { holder: 'alive', now: clock });
    expect(await dead.acquire()).toBe(true);
    expect(await alive.acquire()).toBe(false);
    now += 59_999;
    expect(await alive.acquire()).toBe(false);
    now += 1;
    expect(await alive.acquire()).toBe(true);
    expect(await dead.acquire()).toBe(false);
    await alive.release();
  });

  it('lets two publishers on one site never build at once, and the second skip a build that already has its change', async () => {
    const builds = createSiteBuilds(join(dir, 'site'));
    const log: string[] = [];
    let running = 0;
    const build = (name: string) => async (outDir: string) => {
      const started = Date.now();
      running += 1;
      log.push(`${name} start (${running} running)`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      mkdirSync(outDir, { recursive: true });
      const info = { id: name, builtAt: new Date().toISOString(), durationMs: Date.now() - started, contentFingerprint: '', sourceFingerprint: '' };
      writeFileSync(join(outDir, BUILD_INFO_FILE), JSON.stringify(info));
      running -= 1;
      log.push(`${name} end`);
      return { changed: ['index.html'], removed: [] };
    };
    const publisherA = createPublisher({ builds, runBuild: build('A'), debounceMs: 0, log: () => {}, lease: createPublishLease(first.db), leaseRetryMs: 20 });
    const publisherB = createPublisher({ builds, runBuild: build('B'), debounceMs: 0, log: () => {}, lease: createPublishLease(second.db), leaseRetryMs: 20 });

    // B's change is asked for before A's build starts, so A's build contains it: B does not build again.
    publisherB.contentChanged('edit on B');
    await publisherA.publishNow('edit on A');
    await publisherB.whenIdle();
    expect(log).toEqual(['A start (1 running)', 'A end']);
    expect(publisherB.status()).toMatchObject({ state: 'idle', lastError: null, lastPublishedAt: expect.any(String), pendingReasons: [] });

    // Changes on both at once: two builds, one after the other.
    log.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([publisherA.publishNow('again A'), publisherB.publishNow('again B')]);
    expect(log.filter((line) => line.includes('start')).every((line) => line.includes('(1 running)'))).toBe(true);
    await Promise.all([publisherA.stop(), publisherB.stop()]);
  });
});
