import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface BuildInfo {
  id: string;
  builtAt: string;
  durationMs: number;
  contentFingerprint: string;
  sourceFingerprint: string;
}

export const BUILD_INFO_FILE = 'build-info.json';

/**
 * The published static site on disk: every build in `builds/<id>/`, and `current`, a symlink
 * to the live one. Swapping the symlink with rename() is atomic, so a request sees either the
 * old build or the new one, never a mix or a half-written page.
 */
export const createSiteBuilds = (siteDir: string) => {
  const root = resolve(siteDir);
  const buildsDir = join(root, 'builds');
  const currentLink = join(root, 'current');

  const readInfo = async (dir: string): Promise<BuildInfo | null> => {
    try {
      return JSON.parse(await readFile(join(dir, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
    } catch {
      return null;
    }
  };

  let lastStamp = 0;

  return {
    root,
    /** A folder name that sorts after every earlier build's, even within one millisecond. */
    async newBuildDir() {
      await mkdir(buildsDir, { recursive: true });
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const id = `${new Date(lastStamp).toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;
      return { id, dir: join(buildsDir, id) };
    },

    /** The live build, or null before the first one. */
    async current(): Promise<{ dir: string; info: BuildInfo } | null> {
      try {
        const dir = resolve(root, await readlink(currentLink));
        const info = await readInfo(dir);
        return info && existsSync(dir) ? { dir, info } : null;
      } catch {
        return null;
      }
    },

    async activate(buildDir: string) {
      const temporaryLink = `${currentLink}.${randomBytes(4).toString('hex')}`;
      await symlink(join('builds', resolve(buildDir).slice(buildsDir.length + 1)), temporaryLink);
      await rename(temporaryLink, currentLink);
    },

    /** Build folders, newest first. */
    async all(): Promise<string[]> {
      const names = await readdir(buildsDir).catch(() => [] as string[]);
      return names
        .sort()
        .reverse()
        .map((name) => join(buildsDir, name));
    },

    /** Keeps the live build and the `keep - 1` before it (pages still open in a browser may ask for their assets). */
    async prune(keep = 3) {
      const live = (await this.current())?.dir;
      const builds = await this.all();
      const kept = new Set([live, ...builds.slice(0, keep)]);
      for (const dir of builds) if (!kept.has(dir)) await rm(dir, { recursive: true, force: true });
    },

    async discard(buildDir: string) {
      await rm(buildDir, { recursive: true, force: true });
    },
  };
};

export type SiteBuilds = ReturnType<typeof createSiteBuilds>;
