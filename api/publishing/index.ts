export { isPrivateFile } from './render-site.ts';
export { contentFingerprint, sourceFingerprint } from './fingerprints.ts';
export { candidateFiles } from './page-files.ts';
export { compressForServing } from './precompress.ts';
export type { SitePreviews } from './draft-previews.ts';
export { PROJECT_ROOT } from './project-root.ts';
export { createSiteBuilds, type SiteBuilds } from './site-builds.ts';
