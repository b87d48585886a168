export { keepOldProjectAddresses, releaseProjectAddresses } from './redirect-store.ts';
export { writeRedirectsFile } from './redirects-file.ts';
export type { Redirects } from './redirects.ts';
