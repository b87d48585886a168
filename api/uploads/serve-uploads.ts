import { lstat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { UPLOADS_PATH_PREFIX } from '../../shared/image-urls.ts';
import { isSafeName } from '../storage/storage.ts';

/**
 * `/uploads/<name>`: an uploaded image from the uploads folder, as the server and the dev server serve it.
 * Only a name the storage gives out is served, and only a regular file of the folder itself: a symbolic
 * link placed there (to the database, say) is never followed. Anything else goes on to the next handler.
 */
export const serveUploads = (dir: string): MiddlewareHandler => {
  const root = resolve(dir);
  // The file's whole path is made here, so a folder not made yet (nothing uploaded so far) is no warning at start.
  const files = serveStatic({ rewriteRequestPath: (path) => join(root, path.slice(UPLOADS_PATH_PREFIX.length)) });
  return async (c, next) => {
    const name = c.req.path.slice(UPLOADS_PATH_PREFIX.length);
    // lstat describes the entry itself: a link is a link, not the file it points at. A safe name has no
    // slash, so the entry is directly in the folder.
    const entry = isSafeName(name) ? await lstat(join(root, name)).catch(() => undefined) : undefined;
    if (!entry?.isFile()) return next();
    // Random, never reused names: a file at a URL never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'same-site');
    return files(c, next);
  };
};
