import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { compose, type Composition, forBenchmark } from '../compose.ts';
import { loadConfig } from '../config.ts';
import { BUILD_INFO_FILE } from '../publishing/build-folders.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { useRealSocket } from './real-socket.ts';

/** A small page of a built site. */
export const builtPage = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

/** Writes `files` (paths below `dir`, and their text), making the folders they need. */
const writeFiles = (dir: string, files: Record<string, string>) => {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
};

/** Makes `files` (paths in the build, and their text) the live build of `siteDir`, as a finished publish would; nothing is built. */
export const activateBuild = async (siteDir: string, files: Record<string, string>) => {
  const builds = createSiteBuilds(siteDir);
  const build = await builds.newBuildDir();
  const info = { id: build.id, builtAt: new Date().toISOString(), durationMs: 1, contentFingerprint: '', sourceFingerprint: '' };
  writeFiles(build.dir, { ...files, [BUILD_INFO_FILE]: JSON.stringify(info) });
  await builds.activate(build.dir);
};

/** A stand-in published site in `siteDir`, so a server process starts at once instead of building the real one. */
export const fakeLiveSite = (siteDir: string) => activateBuild(siteDir, { 'index.html': builtPage('Nile Atelier') });

/**
 * A process serving `files` as its live build, as the API benchmark's server does (nothing is built or
 * published), on a temporary install, with `env` over the defaults; and the front door on a real socket.
 * Call at the top of a test file: it registers its own setup and teardown.
 */
export const useServedBuild = (files: Record<string, string>, env: Record<string, string> = {}) => {
  const state = { composition: {} as Composition };
  const socket = useRealSocket(() => state.composition.frontDoor);
  const dir = mkdtempSync(join(tmpdir(), 'nile-served-build-'));

  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      SITE_DIR: join(dir, 'site'),
      BACKUP_DIR: join(dir, 'backups'),
      OWNER_PASSWORD: 'served-build-owner',
      // The tests flush the page views when they choose; the timer's first flush comes long after them.
      ANALYTICS_FLUSH_MS: '60000',
      ...env,
    });
    await activateBuild(config.siteDir, files);
    state.composition = await compose(config, forBenchmark());
    await state.composition.start();
  });

  afterAll(async () => {
    await state.composition.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    get composition() {
      return state.composition;
    },
    socket,
  };
};
