export { BUILD_INFO_FILE } from './build-folders.ts';
export { candidateFiles } from './page-files.ts';
export { compressForServing } from './precompress.ts';
export type { PreviewState, SitePreviews } from './preview-builder.ts';
export type { SiteBuilds } from './site-builds.ts';
