import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, normalize, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { candidateFiles, compressForServing, isPrivateFile, type SiteBuilds, type SitePreviews } from '../publishing/index.ts';
import { SITE_PREVIEW_PATH } from '../../shared/site-preview.ts';
import { signInScreenOf } from '../../shared/sign-in-screens.ts';
import { pathOfPageFile } from '../analytics/page-paths.ts';
import { redirectPathOf } from '../../shared/redirect-paths.ts';
import type { Redirects } from '../redirects/index.ts';
import { serveBuildFiles } from './build-files.ts';
import { pagePolicy } from './page-policy.ts';

interface CachedPage {
  /** The file it was read from (a page a publish did not change is the same file, hard-linked into the new build). */
  file?: { ino: number; mtimeMs: number };
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  policy: string;
}

export interface StaticSiteOptions {
  builds: SiteBuilds;
  /** Whether a project with this slug exists, for detail pages the last build has not made yet. */
  projectExists: (slug: string) => Promise<boolean>;
  /** Whether the request is an approved admin's, for the preview of a draft; without it nobody is. */
  isApprovedAdmin?: (c: Context) => Promise<boolean>;
  /** The admins' preview of the drafts, served under /admin/preview/site; without it there is none to show. */
  previews?: Pick<SitePreviews, 'render'>;
  /** The redirects, asked only for a path no page answers; read again at each refresh (a new build means something changed). */
  redirects?: Pick<Redirects, 'answer' | 'clear'>;
}

const ASSET_PREFIX = '/_astro/';
// The Arabic address of a project newer than the build gets the same preview until the rebuild.
const PROJECT_PATH = /^\/(?:ar\/)?portfolio\/([^/]+)\/?$/;
const ADMIN_PATH = /^\/admin(\/.*)?$/;
/** An admin's preview of any project's page, a draft included (the page reads it from the admin API). */
const PROJECT_PREVIEW_PATH = /^\/admin\/preview\/projects\/\d+\/?$/;
const ARABIC_PATH = /^\/ar(\/|$)/;

const SIGN_IN_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign in to preview</title></head>' +
  '<body><p>Please sign in to continue. <a href="/admin/login">Sign in</a></p></body></html>';

/** Page files of the build, by role. */
const PAGES = {
  notFound: '404.html',
  /** The Arabic edition's not-found page, for unknown addresses under /ar. */
  arabicNotFound: 'ar/404.html',
  admin: 'admin.html',
  /** The sign-in screens' own light page: a form and a small script, not the whole admin (decision 023). */
  adminSignIn: 'admin-sign-in.html',
  /** Renders any project from the API in the browser, for a project the current build predates. */
  projectPreview: 'project-preview.html',
  /** The same in Arabic: /ar/portfolio/{slug} before the rebuild, and an admin's preview with `?lang=ar`. */
  arabicProjectPreview: 'ar/project-preview.html',
} as const;

const ROLE_FILES = new Set<string>(Object.values(PAGES));

/** The paths of a build's pages: every HTML file but the not-found, admin and preview pages. */
const pagePathsOf = async (dir: string) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !ROLE_FILES.has(file));
  return new Set(files.map(pathOfPageFile));
};

const hasTraversal = (path: string) => /(^|[/\\])\.\.?([/\\]|$)|\\|\0/.test(path);

/**
 * Serves the live static build: pages from memory (precompressed, with ETag and their own CSP),
 * other files from disk, hashed assets from older builds too, and the 404 page with a 404 status.
 */
export const createStaticSite = ({ builds, projectExists, isApprovedAdmin = async () => false, previews, redirects }: StaticSiteOptions) => {
  let live: { dir: string; files: MiddlewareHandler } | null = null;
  let pages = new Map<string, CachedPage>();
  /** The previous build's pages: one the new build has not changed keeps its compressed forms. */
  let earlierPages = new Map<string, CachedPage>();
  let olderAssets: MiddlewareHandler[] = [];
  /** The paths of the live build's pages, as analytics counts them. */
  let pagePaths = new Set<string>();

  const refresh = async () => {
    const current = await builds.current();
    live = current ? { dir: current.dir, files: serveBuildFiles(current.dir) } : null;
    // Kept for the pages the new build still has: the others are gone from the site.
    earlierPages = new Map([...earlierPages, ...pages].filter(([file]) => current !== null && existsSync(join(current.dir, file))));
    pages = new Map();
    pagePaths = current ? await pagePathsOf(current.dir) : new Set();
    olderAssets = (await builds.all()).filter((dir) => dir !== current?.dir).map((dir) => serveBuildFiles(dir));
    redirects?.clear();
  };

  const loadPage = async (file: string, from: { dir: string; pages: Map<string, CachedPage> } | null = live && { dir: live.dir, pages }): Promise<CachedPage | null> => {
    if (!from) return null;
    const cached = from.pages.get(file);
    if (cached) return cached;
    const absolute = normalize(join(from.dir, file));
    if (!absolute.startsWith(from.dir + sep) || !existsSync(absolute)) return null;
    const stats = statSync(absolute);
    if (!stats.isFile()) return null;
    const earlier = from.pages === pages ? earlierPages.get(file) : undefined;
    if (earlier?.file?.ino === stats.ino && earlier.file.mtimeMs === stats.mtimeMs) {
      from.pages.set(file, earlier);
      earlierPages.delete(file);
      return earlier;
    }
    const body = await readFile(absolute);
    const page: CachedPage = {
      file: { ino: stats.ino, mtimeMs: stats.mtimeMs },
      body,
      ...(await compressForServing(body)),
      etag: `"${stats.mtimeMs.toString(36)}-${body.length.toString(36)}"`,
      policy: pagePolicy(body.toString('utf8')),
    };
    from.pages.set(file, page);
    return page;
  };

  /** A private page (an admin's preview) is never stored by a cache nor indexed. */
  const sendPage = (c: Context, page: CachedPage, status: 200 | 404, { isPrivate = false } = {}) => {
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Content-Security-Policy', page.policy);
    c.header('Cache-Control', isPrivate ? 'no-store' : 'no-cache');
    if (isPrivate) c.header('X-Robots-Tag', 'noindex, nofollow');
    else c.header('ETag', page.etag);
    c.header('Vary', 'Accept-Encoding');
    if (!isPrivate && status === 200 && c.req.header('if-none-match') === page.etag) return c.body(null, 304);
    const accepted = c.req.header('accept-encoding') ?? '';
    let body = page.body;
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      body = page.brotli;
    } else if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      body = page.gzip;
    }
    if (c.req.method === 'HEAD') return c.body(null, status);
    return c.body(body as Uint8Array<ArrayBuffer>, status);
  };

  /** A path no page answers may have moved (a renamed project, the office's own redirects): GET and HEAD only. */
  const movedTo = async (c: Context) => {
    if (!redirects || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return null;
    const path = redirectPathOf(c.req.path);
    return path === null ? null : redirects.answer(c, path);
  };

  const notFound = async (c: Context) => {
    const moved = await movedTo(c);
    if (moved) return moved;
    const arabic = ARABIC_PATH.test(c.req.path) ? await loadPage(PAGES.arabicNotFound) : undefined;
    const page = arabic ?? (await loadPage(PAGES.notFound));
    if (page) return sendPage(c, page, 404);
    return c.text('404 Page Not Found', 404);
  };

  /**
   * `/admin/preview/site/<page path>`: the page rendered now from the drafts, to approved admins only,
   * never cached nor indexed; the preview's own not-found page for paths the site does not have. Its
   * assets are the live site's (the same code).
   */
  const servePreview = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    if (!(await isApprovedAdmin(c))) return c.html(SIGN_IN_PAGE, 401);
    let pagePath: string | null;
    try {
      pagePath =
        decodeURIComponent(c.req.path)
          .slice(SITE_PREVIEW_PATH.length)
          .replace(/(.)\/+$/, '$1') || '/';
    } catch {
      pagePath = null;
    }
    const previewOf = async (path: string) => {
      const page = await previews?.render(path);
      if (!page) return null;
      const body = Buffer.from(page.body);
      return { body, ...(await compressForServing(body)), etag: '', policy: pagePolicy(page.body) };
    };
    const found = pagePath === null || hasTraversal(pagePath) || /(^|\/)404$/.test(pagePath) ? null : await previewOf(pagePath);
    if (found) return sendPage(c, found, 200, { isPrivate: true });
    const missing = await previewOf(ARABIC_PATH.test(pagePath ?? '') ? '/ar/404' : '/404');
    if (missing) return sendPage(c, missing, 404, { isPrivate: true });
    return c.text('404 Page Not Found', 404);
  };

  const handler: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The preview does not need the live build: it is served even while the site is being published.
    if (c.req.path === SITE_PREVIEW_PATH || c.req.path.startsWith(`${SITE_PREVIEW_PATH}/`)) return servePreview(c);
    if (!live) await refresh();
    if (!live) {
      c.header('Retry-After', '10');
      return c.text('The website is being published. Please try again in a few seconds.', 503);
    }

    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return notFound(c);
    }
    if (hasTraversal(path)) return notFound(c);

    if (path.startsWith(ASSET_PREFIX)) {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      for (const serve of [live.files, ...olderAssets]) {
        const response = await serve(c, async () => {});
        if (response) return response;
      }
      c.header('Cache-Control', 'no-store');
      return notFound(c);
    }

    if (PROJECT_PREVIEW_PATH.test(path)) {
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      if (!(await isApprovedAdmin(c))) return c.html(SIGN_IN_PAGE, 401);
      const page = await loadPage(c.req.query('lang') === 'ar' ? PAGES.arabicProjectPreview : PAGES.projectPreview);
      if (page) return sendPage(c, page, 200, { isPrivate: true });
    }

    if (ADMIN_PATH.test(path)) {
      const page = await loadPage(signInScreenOf(path) ? PAGES.adminSignIn : PAGES.admin);
      if (page) return sendPage(c, page, 200);
    }

    for (const file of candidateFiles(path)) {
      // The build's facts (its id, times, fingerprints, what each page was made from) are the server's, not a visitor's.
      if (isPrivateFile(file)) continue;
      if (file.endsWith('.html')) {
        if ((Object.values(PAGES) as string[]).includes(file)) continue;
        const page = await loadPage(file);
        if (page) return sendPage(c, page, 200);
      } else if (existsSync(join(live.dir, file))) {
        c.header('Cache-Control', 'public, max-age=3600');
        const response = await live.files(c, async () => {});
        if (response) return response;
      }
    }

    const project = PROJECT_PATH.exec(path);
    if (project?.[1]) {
      const page = await loadPage(path.startsWith('/ar/') ? PAGES.arabicProjectPreview : PAGES.projectPreview);
      const exists = await projectExists(project[1]);
      if (!exists) {
        const moved = await movedTo(c);
        if (moved) return moved;
      }
      if (page) return sendPage(c, page, exists ? 200 : 404);
    }
    return notFound(c);
  };

  return {
    handler,
    refresh,
    notFound,
    /** Whether a path (written as analytics counts it) is a page of the live build. */
    isPage: (path: string) => pagePaths.has(path),
  };
};

export type StaticSite = ReturnType<typeof createStaticSite>;
