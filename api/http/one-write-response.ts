import { type IncomingMessage, ServerResponse } from 'node:http';

/** Above this, copying the body into a string costs more than the second chunk of a writev saves. */
export const ONE_WRITE_MAX_BYTES = 12 * 1024;

/**
 * Node sends a response's head and a string body in one socket write, but a binary body (a compressed
 * answer, a font, an image) as a second chunk of a writev, which costs a hot read a tenth of its time
 * (decision 129). A small binary body that ends a response is handed to Node as a latin1 string, whose
 * characters are the body's bytes one for one, so the head and the body leave in one write.
 */
export class OneWriteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override end(callback?: () => void): this;
  override end(chunk: unknown, callback?: () => void): this;
  override end(chunk: unknown, encoding: BufferEncoding, callback?: () => void): this;
  override end(chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void): this {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (chunk instanceof Uint8Array && encoding === undefined && chunk.byteLength <= ONE_WRITE_MAX_BYTES) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      return super.end(bytes.toString('latin1'), 'latin1', callback);
    }
    // Node sorts out which of its arguments is which (a callback may come first).
    return super.end(chunk, encoding as BufferEncoding, callback);
  }
}

/**
 * A body written many times (a cached read, a replayed answer), made once in the form OneWriteResponse
 * hands Node: a latin1 string when it is small, so no request copies it into a new string again.
 */
export const oneWriteBody = (bytes: Buffer): string | Buffer => (bytes.byteLength <= ONE_WRITE_MAX_BYTES ? bytes.toString('latin1') : bytes);

/** Ends a response with a body made by oneWriteBody. */
export const endWithBody = (res: ServerResponse, body: string | Buffer) => (typeof body === 'string' ? res.end(body, 'latin1') : res.end(body));
