import { fileURLToPath } from 'node:url';

/** The repository's root: where Astro builds from and what the source fingerprint covers. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
