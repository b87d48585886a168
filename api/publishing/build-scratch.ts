import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Runs a build in a working folder of its own inside the checkout, deleted after. Astro writes its temporary
 * server bundle (`.prerender/`) into `.astro/` under the working directory when the output folder lies outside
 * it, so two builds of one checkout (a preview beside a publish, `npm run build` beside the server) would share
 * it; inside the checkout, the bundle still finds the packages.
 */
export const inBuildScratch = async <T>(root: string, build: () => Promise<T>): Promise<T> => {
  const cwd = process.cwd();
  const scratch = join(root, 'node_modules', '.astro', 'builds', randomUUID());
  await mkdir(scratch, { recursive: true });
  process.chdir(scratch);
  try {
    return await build();
  } finally {
    process.chdir(cwd);
    await rm(scratch, { recursive: true, force: true });
  }
};
