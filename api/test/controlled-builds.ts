import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INFO_FILE } from '../publishing/build-folders.ts';

/**
 * A runBuild whose builds finish (or fail) when the test says so, writing a page that names the build.
 * A builder prepares its folder before it calls runBuild, so tests wait for `build(n)` before finishing it.
 */
export const controlledBuilds = ({ builtAt }: { builtAt?: string } = {}) => {
  const started: { outDir: string; finish: () => void; fail: (message: string) => void }[] = [];
  let onStart = () => {};
  /** Resolves with the build of that number once the builder has started it. */
  const build = async (index: number) => {
    while (!started[index]) await new Promise<void>((resolve) => (onStart = resolve));
    return started[index];
  };
  const runBuild = (outDir: string) =>
    new Promise<void>((resolve, reject) => {
      queueMicrotask(onStart);
      started.push({
        outDir,
        finish: () => {
          mkdirSync(outDir, { recursive: true });
          writeFileSync(join(outDir, 'index.html'), `build ${started.length}`);
          writeFileSync(join(outDir, BUILD_INFO_FILE), JSON.stringify({ builtAt: builtAt ?? new Date().toISOString() }));
          resolve();
        },
        fail: (message) => {
          mkdirSync(outDir, { recursive: true });
          writeFileSync(join(outDir, 'index.html'), 'half written');
          reject(new Error(message));
        },
      });
    });
  return { started, build, runBuild };
};
