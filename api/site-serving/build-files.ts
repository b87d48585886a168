import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { bodyOf, type AnswerReplay } from './answer-replay.ts';

/** Larger files (the hero video) and range requests are streamed from disk. */
const MAX_HELD_FILE_BYTES = 512 * 1024;

interface HeldFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  type: string;
  lastModified: string;
}

const readIfPresent = (path: string) => readFile(path).catch(() => undefined);

/**
 * Serves one build's files. A build's folder never changes once it is published (each publish writes
 * a new one), so a file is read once, with its precompressed forms, and answered from memory after
 * that: reading a small file from disk took about 1 ms of the thread pool per request, ten times what
 * answering it does (decision 126). Only files that exist are held, so unknown paths cost no memory.
 * With `replay` (the public builds, never the admins' preview), answers from memory are marked replayable.
 */
export const serveBuildFiles = (
  folder: string,
  { rewriteRequestPath = (path: string) => path, replay }: { rewriteRequestPath?: (path: string) => string; replay?: AnswerReplay } = {},
): MiddlewareHandler => {
  const root = resolve(folder);
  const streamed = serveStatic({ root, precompressed: true, rewriteRequestPath });
  const held = new Map<string, Promise<HeldFile | undefined>>();

  const read = async (path: string): Promise<HeldFile | undefined> => {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || info.size > MAX_HELD_FILE_BYTES) return undefined;
    const [body, brotli, gzip] = await Promise.all([readFile(path), readIfPresent(`${path}.br`), readIfPresent(`${path}.gz`)]);
    return { body, brotli, gzip, type: getMimeType(path) ?? 'application/octet-stream', lastModified: info.mtime.toUTCString() };
  };

  const hold = (path: string) => {
    let file = held.get(path);
    if (!file) {
      file = read(path);
      held.set(path, file);
      file.then((found) => {
        if (!found) held.delete(path);
      });
    }
    return file;
  };

  return async (c, next) => {
    if (c.req.header('range')) return streamed(c, next);
    let path: string;
    try {
      path = normalize(join(root, rewriteRequestPath(decodeURIComponent(c.req.path))));
    } catch {
      return streamed(c, next);
    }
    const file = path.startsWith(root + sep) ? await hold(path) : undefined;
    if (!file) return streamed(c, next);

    c.header('Content-Type', file.type);
    c.header('Last-Modified', file.lastModified);
    let body = file.body;
    if (file.brotli || file.gzip) {
      c.header('Vary', 'Accept-Encoding', { append: true });
      const accepted = new Set(
        c.req
          .header('accept-encoding')
          ?.split(',')
          .map((encoding) => encoding.trim()),
      );
      if (file.brotli && accepted.has('br')) {
        c.header('Content-Encoding', 'br');
        body = file.brotli;
      } else if (file.gzip && accepted.has('gzip')) {
        c.header('Content-Encoding', 'gzip');
        body = file.gzip;
      }
    }
    const bytes = bodyOf(body);
    const res = c.body(bytes, 200);
    return replay ? replay.replayable(res, bytes) : res;
  };
};
