import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from './project-root.ts';
import { runChild } from './run-child.ts';

const BUILD_SCRIPT = fileURLToPath(new URL('./astro-build.ts', import.meta.url));

/** Builds the site's code in a child process, so the server keeps answering while Astro works. */
export const runSiteCompile = (env: NodeJS.ProcessEnv) => (outDir: string, signal?: AbortSignal) =>
  runChild('The site build', process.execPath, [BUILD_SCRIPT, '--out', outDir], { cwd: PROJECT_ROOT, env, signal: signal ?? new AbortController().signal });

/** The files one publish wrote and removed, relative to its build folder. */
export interface PublishedFiles {
  changed: string[];
  removed: string[];
}

/**
 * PUBLISH_HOOK: a shell command run after each successful publish, with SITE_BUILD_DIR set to the new
 * build and SITE_CHANGED_FILES and SITE_REMOVED_FILES to the files this publish wrote and removed (one
 * path per line, relative to SITE_BUILD_DIR), so a CDN upload can send only those.
 */
export const runDeployHook = (command: string, env: NodeJS.ProcessEnv) => (buildDir: string, signal: AbortSignal, files: PublishedFiles) =>
  runChild('The deploy command', '/bin/sh', ['-c', command], {
    cwd: PROJECT_ROOT,
    env: { ...env, SITE_BUILD_DIR: buildDir, SITE_CHANGED_FILES: files.changed.join('\n'), SITE_REMOVED_FILES: files.removed.join('\n') },
    signal,
  });
