import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from './project-root.ts';
import { runChild } from './run-child.ts';

const BUILD_SCRIPT = fileURLToPath(new URL('./astro-build.ts', import.meta.url));

/** Runs the static build in a child process, so the server keeps answering while Astro works; `preview`: the drafts' preview. */
export const runSiteBuild =
  (env: NodeJS.ProcessEnv, { preview = false } = {}) =>
  (outDir: string, signal: AbortSignal) =>
    runChild(preview ? 'The preview build' : 'The site build', process.execPath, [BUILD_SCRIPT, '--out', outDir, ...(preview ? ['--preview'] : [])], {
      cwd: PROJECT_ROOT,
      env,
      signal,
    });

/**
 * PUBLISH_HOOK: a shell command run after each successful publish, with SITE_BUILD_DIR set to the
 * new build, e.g. `aws s3 sync "$SITE_BUILD_DIR" s3://bucket --delete` or a static host's deploy CLI.
 */
export const runDeployHook = (command: string, env: NodeJS.ProcessEnv) => (buildDir: string, signal: AbortSignal) =>
  runChild('The deploy command', '/bin/sh', ['-c', command], { cwd: PROJECT_ROOT, env: { ...env, SITE_BUILD_DIR: buildDir }, signal });
