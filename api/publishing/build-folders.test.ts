import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, createBuildFolders } from './build-folders.ts';

let parent = '';
beforeEach(() => {
  parent = join(mkdtempSync(join(tmpdir(), 'nile-build-folders-')), 'builds');
});
afterEach(() => {
  rmSync(join(parent, '..'), { recursive: true, force: true });
});

/** A new folder, built to the end (with its build-info.json) or left as a build still running. */
const build = async (folders: ReturnType<typeof createBuildFolders>, { ready = true } = {}) => {
  const { id, dir } = await folders.create();
  mkdirSync(dir);
  if (ready) writeFileSync(join(dir, BUILD_INFO_FILE), JSON.stringify({ id, builtAt: new Date().toISOString(), durationMs: 1, contentFingerprint: '', sourceFingerprint: '' }));
  return dir;
};

describe('build folders', () => {
  it('names each new folder after the ones before it, even within one millisecond', async () => {
    const folders = createBuildFolders(parent);
    const made = [];
    for (let i = 0; i < 20; i++) made.push((await folders.create()).id);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(20);
    expect(existsSync(parent)).toBe(true);
  });

  it('lists every folder and the ready builds with their info, newest first', async () => {
    const folders = createBuildFolders(parent);
    const older = await build(folders);
    const running = await build(folders, { ready: false });
    const newest = await build(folders);
    expect(await folders.all()).toEqual([newest, running, older]);
    expect((await folders.ready()).map(({ dir, info }) => [dir, info.id])).toEqual([
      [newest, basename(newest)],
      [older, basename(older)],
    ]);
    expect(await folders.readInfo(running)).toBeNull();
  });

  it('keeps the newest ready builds, any newer one still being built, and the one asked for; removes the rest', async () => {
    const folders = createBuildFolders(parent);
    const live = await build(folders);
    const abandoned = await build(folders, { ready: false });
    const old = await build(folders);
    const kept = await build(folders);
    const newest = await build(folders);
    const running = await build(folders, { ready: false });
    await folders.keepNewest(2, live);
    expect(readdirSync(parent).sort()).toEqual([live, kept, newest, running].map((dir) => basename(dir)).sort());
    expect(existsSync(old)).toBe(false);
    expect(existsSync(abandoned)).toBe(false);
  });

  it('removes nothing while no build is ready, and finds nothing in a parent that does not exist yet', async () => {
    const folders = createBuildFolders(parent);
    expect(await folders.all()).toEqual([]);
    expect(await folders.ready()).toEqual([]);
    const running = await build(folders, { ready: false });
    await folders.keepNewest(1);
    expect(await folders.all()).toEqual([running]);
  });
});
