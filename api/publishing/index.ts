export { BUILD_INFO_FILE } from './build-folders.ts';
export { contentFingerprint, sourceFingerprint } from './fingerprints.ts';
export { candidateFiles } from './page-files.ts';
export { compressForServing } from './precompress.ts';
export type { PreviewState, SitePreviews } from './preview-builder.ts';
export { PROJECT_ROOT } from './project-root.ts';
export { createSiteBuilds, type SiteBuilds } from './site-builds.ts';
