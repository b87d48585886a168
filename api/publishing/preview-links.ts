/** Addresses that are not pages of the site: the preview leaves them as they are. */
const KEPT_PREFIXES = ['/api/', '/uploads/', '/_astro/'];
const ADMIN = /^\/admin(?:[/?#]|$)/;
/** The last path segment names a file (`/favicon.svg`, `/media/hero.mp4`): the live site serves the same one. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * Scripts and styles are skipped whole: their CSP hashes must stay valid. Otherwise a link-like
 * attribute whose value is root-relative (`/about`, not `//host` nor `https://`).
 */
const LINKS = /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>)|(\s(?:href|data-href|action|formaction)\s*=\s*)(["'])(\/(?!\/)[^"']*)\3/gi;

/** Whether a root-relative address is one of the site's pages (so the preview has its own version of it). */
const isPagePath = (value: string) => {
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (KEPT_PREFIXES.some((prefix) => path.startsWith(prefix)) || ADMIN.test(path)) return false;
  return !FILE.test(path);
};

/**
 * Makes a page of the preview build link to the preview: `href="/about"` becomes
 * `href="/admin/preview/site/about"`, `/ar/contact` likewise; the API, uploads, the admin, files
 * and absolute addresses stay as they are; Astro's own assets are the live site's.
 */
export const rewritePreviewLinks = (html: string, prefix: string) =>
  html.replace(LINKS, (match, skipped: string | undefined, attribute: string, quote: string, value: string) => {
    if (skipped || !isPagePath(value)) return match;
    return `${attribute}${quote}${prefix}${value}${quote}`;
  });
