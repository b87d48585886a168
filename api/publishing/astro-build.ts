/**
 * Builds the site's code with Astro into a bundle (client files and the pages' renderer, see
 * site-bundles.ts). The publisher runs this file in a child process (`node api/publishing/astro-build.ts
 * --out <dir>`) so the server keeps answering while Vite works; it is needed once per version of the code.
 */
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { inBuildScratch } from './build-scratch.ts';
import { PROJECT_ROOT } from './project-root.ts';

export const compileSite = (outDir: string) => inBuildScratch(PROJECT_ROOT, () => build({ root: PROJECT_ROOT, outDir, logLevel: 'warn' }));

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('Pass --out <dir>.');
  await compileSite(values.out);
}
