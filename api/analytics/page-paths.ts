/** The path of a page as it is counted and shown, and its edition. */
export interface CountedPath {
  path: string;
  lang: 'en' | 'ar';
}

const CONTROL = /\p{Cc}/u;
const ARABIC = /^\/ar(\/|$)/;

/**
 * The path a request target is counted under: read as the site reads it (percent-escapes decoded, dot
 * segments resolved), without its query, and written one way for every spelling of the same page:
 * no `.html`, no trailing slash, `/index` as its folder. Null for a target that cannot be read.
 */
export const countedPathOf = (target: string): CountedPath | null => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(target, 'http://site').pathname);
  } catch {
    return null;
  }
  if (CONTROL.test(path)) return null;
  path = path
    .replace(/\/{2,}/g, '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/\/+$/, '');
  if (path === '') path = '/';
  return { path, lang: ARABIC.test(path) ? 'ar' : 'en' };
};

/** The path of a built page file: `about.html` → `/about`, `ar/index.html` → `/ar`, `index.html` → `/`. */
export const pathOfPageFile = (file: string): string => countedPathOf(`/${file.split('\\').join('/')}`)?.path ?? '/';

const ADMIN = /^\/admin(\/|$)/;
/** The admin and its previews: never counted, neither as a page nor as a missing one. */
export const isAdminPath = (path: string) => ADMIN.test(path);

const ASSET_FOLDER = /^\/(_astro|uploads)\//;
const ASSET_FILE = /\.(css|js|mjs|map|json|xml|txt|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|mp4|webm|webmanifest)$/i;
/** Files a page loads rather than pages a person opens: a missing one is a broken build, not a broken link. */
export const isAssetPath = (path: string) => ASSET_FOLDER.test(path) || ASSET_FILE.test(path);

const PROJECT = /^\/(?:ar\/)?portfolio\/([^/]+)$/;
/** The slug of a project page, in either edition; null for any other path. */
export const projectSlugOf = (path: string): string | null => PROJECT.exec(path)?.[1] ?? null;
