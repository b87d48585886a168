import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/**
 * Serves one build's files from disk, with the brotli or gzip form written beside each text asset at
 * build time (publishing/precompress.ts) for a browser that accepts it, and ranges for the video.
 */
export const serveBuildFiles = (folder: string, { rewriteRequestPath = (path: string) => path }: { rewriteRequestPath?: (path: string) => string } = {}): MiddlewareHandler =>
  serveStatic({ root: resolve(folder), precompressed: true, rewriteRequestPath });
