import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPreviewBuilder, unavailablePreviews } from './preview-builder.ts';
import { createSiteBuilds } from './site-builds.ts';
import { controlledBuilds } from '../test/controlled-builds.ts';
import { must } from '../../shared/must.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const setUp = () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'nile-preview-builder-'));
  dirs.push(siteDir);
  const builds = controlledBuilds();
  const previews = createPreviewBuilder({ siteDir, runBuild: builds.runBuild, log: () => {} });
  return { siteDir, builds, previews };
};

describe('preview builder', () => {
  it('is idle with nothing to show before the first preview', async () => {
    const { previews } = setUp();
    expect(await previews.status()).toEqual({ state: 'idle', builtAt: null, error: null, url: '/admin/preview/site/' });
    expect(await previews.current()).toBeNull();
  });

  it('builds into the preview folder of the site, apart from the live builds, and reports it ready', async () => {
    const { siteDir, builds, previews } = setUp();
    previews.request();
    const build = await builds.build(0);
    expect((await previews.status()).state).toBe('building');
    expect(build.outDir.startsWith(join(siteDir, 'preview'))).toBe(true);
    build.finish();
    await previews.whenIdle();
    const status = await previews.status();
    expect(status).toMatchObject({ state: 'ready', error: null });
    expect(status.builtAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await previews.current())?.dir).toBe(build.outDir);
    expect(await createSiteBuilds(siteDir).current()).toBeNull();
    expect(existsSync(join(siteDir, 'current'))).toBe(false);
  });

  it('builds once more after the running build when asked during it, however often', async () => {
    const { builds, previews } = setUp();
    previews.request();
    const first = await builds.build(0);
    previews.request();
    previews.request();
    previews.request();
    first.finish();
    (await builds.build(1)).finish();
    await previews.whenIdle();
    expect(builds.started).toHaveLength(2);
    expect((await previews.status()).state).toBe('ready');
  });

  it('keeps only the newest ready preview', async () => {
    const { siteDir, builds, previews } = setUp();
    for (const index of [0, 1, 2]) {
      previews.request();
      (await builds.build(index)).finish();
      await previews.whenIdle();
    }
    expect(readdirSync(join(siteDir, 'preview'))).toHaveLength(1);
    expect((await previews.current())?.dir).toBe(must(builds.started[2]).outDir);
  });

  it('reports a failed build with its error, keeps serving the last good preview, and recovers', async () => {
    const { builds, previews } = setUp();
    previews.request();
    (await builds.build(0)).finish();
    await previews.whenIdle();
    const good = must(await previews.current());

    previews.request();
    (await builds.build(1)).fail('The preview build exited with code 1.\nAstro: page /contact failed');
    await previews.whenIdle();
    expect(await previews.status()).toEqual({
      state: 'failed',
      builtAt: good.builtAt,
      error: 'The preview build exited with code 1.\nAstro: page /contact failed',
      url: '/admin/preview/site/',
    });
    expect(await previews.current()).toEqual(good);
    expect(existsSync(must(builds.started[1]).outDir)).toBe(false);

    previews.request();
    (await builds.build(2)).finish();
    await previews.whenIdle();
    expect(await previews.status()).toMatchObject({ state: 'ready', error: null });
  });

  it('treats a build that wrote no build-info.json as failed', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'nile-preview-builder-'));
    dirs.push(siteDir);
    const previews = createPreviewBuilder({ siteDir, runBuild: async (outDir) => void mkdirSync(outDir, { recursive: true }), log: () => {} });
    previews.request();
    await previews.whenIdle();
    expect(await previews.status()).toMatchObject({ state: 'failed', builtAt: null });
    expect(await previews.current()).toBeNull();
  });

  it('finds a preview already on disk, e.g. built before a restart', async () => {
    const { siteDir, builds, previews } = setUp();
    previews.request();
    (await builds.build(0)).finish();
    await previews.whenIdle();
    const restarted = createPreviewBuilder({ siteDir, runBuild: async () => {}, log: () => {} });
    expect(await restarted.status()).toMatchObject({ state: 'ready', builtAt: (await previews.status()).builtAt });
  });

  it('says idle and builds nothing where previews cannot be built', async () => {
    const previews = unavailablePreviews();
    previews.request();
    expect(previews.available).toBe(false);
    expect(await previews.status()).toEqual({ state: 'idle', builtAt: null, error: null, url: '/admin/preview/site/' });
  });
});
