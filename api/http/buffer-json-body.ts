import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ApiError } from '../api-error.ts';

const readAtMost = (incoming: IncomingMessage, maxBytes: number) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // The rest is never read (the 413 closes the connection).
        cleanUp();
        incoming.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onError = () => {
      cleanUp();
      // The client went away mid-body (or Node's request timeout ended it): its fault, not a server error.
      reject(new ApiError(400, (m) => m.requests.invalidRequest));
    };
    const cleanUp = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });

/**
 * Reads a JSON body of at most `maxBytes` straight from Node's request and hands it to Hono's body
 * cache, where `c.req.json()` and the validators find it: reading it through the Fetch `Request` would
 * build the request, its headers and a web stream over the Node stream for every write. Too large a
 * body calls `tooLarge` (the declared length is checked before reading anything).
 */
export const bufferJsonBody = async (c: Context, incoming: IncomingMessage, maxBytes: number, tooLarge: () => never) => {
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared > maxBytes) tooLarge();
  const bytes = await readAtMost(incoming, maxBytes);
  if (bytes === null) tooLarge();
  // Hono keeps the promise of each body form here (typed as the method); `json()` parses the text.
  (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(bytes.toString('utf8'));
};
