import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readlink, rename, symlink } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { createBuildFolders, type ReadyBuild } from './build-folders.ts';
import { candidateFiles } from './page-files.ts';

/**
 * The published static site on disk: every build in `builds/<id>/`, and `current`, a symlink
 * to the live one. Swapping the symlink with rename() is atomic, so a request sees either the
 * old build or the new one, never a mix or a half-written page.
 */
export const createSiteBuilds = (siteDir: string) => {
  const root = resolve(siteDir);
  const folders = createBuildFolders(join(root, 'builds'));
  const currentLink = join(root, 'current');

  /** The live build, or null before the first one. */
  const current = async (): Promise<ReadyBuild | null> => {
    try {
      const dir = resolve(root, await readlink(currentLink));
      const info = await folders.readInfo(dir);
      return info && existsSync(dir) ? { dir, info } : null;
    } catch {
      return null;
    }
  };

  return {
    root,
    current,
    /** Whether the live build has a page or file for a path. */
    hasPage: async (path: string) => {
      const live = await current();
      return live !== null && candidateFiles(path).some((file) => existsSync(join(live.dir, file)));
    },
    newBuildDir: folders.create,

    async activate(buildDir: string) {
      const temporaryLink = `${currentLink}.${randomBytes(4).toString('hex')}`;
      await symlink(join('builds', basename(buildDir)), temporaryLink);
      await rename(temporaryLink, currentLink);
    },

    /** Build folders, newest first. */
    all: folders.all,

    /** Keeps the live build and the `keep` newest (pages still open in a browser may ask for their assets). */
    async prune(keep = 3) {
      await folders.keepNewest(keep, (await current())?.dir);
    },

    discard: folders.remove,
  };
};

export type SiteBuilds = ReturnType<typeof createSiteBuilds>;
