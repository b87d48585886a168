import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface BuildInfo {
  id: string;
  builtAt: string;
  durationMs: number;
  contentFingerprint: string;
  sourceFingerprint: string;
}

/** Written last by every build: a folder without it is still being built, or failed. */
export const BUILD_INFO_FILE = 'build-info.json';

export interface ReadyBuild {
  dir: string;
  info: BuildInfo;
}

/**
 * The build folders under one parent: the live site's `builds/` and the previews' `preview/`. A folder's
 * name starts with its time, so the names sort from oldest to newest; other processes on the same site
 * folder may add folders too, which is why everything here reads the disk rather than remembering.
 */
export const createBuildFolders = (parent: string) => {
  const root = resolve(parent);
  let lastStamp = 0;

  const readInfo = async (dir: string): Promise<BuildInfo | null> => {
    try {
      return JSON.parse(await readFile(join(dir, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
    } catch {
      return null;
    }
  };

  /** Every folder, newest first, whether its build is ready or not. */
  const all = async (): Promise<string[]> => {
    const names = await readdir(root).catch(() => [] as string[]);
    return names
      .sort()
      .reverse()
      .map((name) => join(root, name));
  };

  /** The folders whose build finished, newest first. */
  const ready = async (): Promise<ReadyBuild[]> => {
    const found: ReadyBuild[] = [];
    for (const dir of await all()) {
      const info = await readInfo(dir);
      if (info) found.push({ dir, info });
    }
    return found;
  };

  const remove = (dir: string) => rm(dir, { recursive: true, force: true });

  return {
    root,
    readInfo,
    all,
    ready,
    remove,

    /** A new folder's name and path, sorting after every earlier one even within one millisecond; the build makes the folder. */
    async create() {
      await mkdir(root, { recursive: true });
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const id = `${new Date(lastStamp).toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;
      return { id, dir: join(root, id) };
    },

    /**
     * Keeps the `count` newest ready builds, every folder newer than the oldest of them (a build still
     * running, perhaps in another process) and `alsoKeep`; removes the rest.
     */
    async keepNewest(count: number, alsoKeep?: string) {
      const oldestKept = (await ready()).slice(0, count).at(-1)?.dir;
      if (!oldestKept) return;
      for (const dir of await all()) if (dir < oldestKept && dir !== alsoKeep) await remove(dir);
    },
  };
};
