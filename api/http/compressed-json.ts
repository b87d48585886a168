import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { requestHeader } from './node-request.ts';
import { endWithBody, oneWriteBody } from './one-write-response.ts';
import { completeAnswer, withPolicy } from '../middleware/security-headers.ts';

/** Whether the app runs in production (its security headers), from the configuration every app puts on its context. */
const isProduction = (c: Context) => (c as Context<{ Variables: { config: { production: boolean } } }>).get('config').production;

/** JSON answers above this size are compressed for clients that accept it. */
export const COMPRESS_ABOVE_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at a quality that compresses a megabyte in milliseconds; gzip at its default. */
export const compressBody = (body: Uint8Array, encoding: Encoding) =>
  encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipAsync(body);

/** The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (q=0 refuses). */
let lastAsked: { header: string; encoding: Encoding | null } = { header: '', encoding: null };

export const pickEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  if (!acceptEncoding) return null;
  // A browser sends the same header with every request: the last answer is kept.
  if (acceptEncoding === lastAsked.header) return lastAsked.encoding;
  const encoding = parseAcceptEncoding(acceptEncoding);
  lastAsked = { header: acceptEncoding, encoding };
  return encoding;
};

const parseAcceptEncoding = (acceptEncoding: string): Encoding | null => {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
};

/** A JSON answer serialised and encoded once, with its compressed forms made on first demand. */
export interface JsonBody {
  raw: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed forms made already, for an answer that need not wait. */
  ready: Partial<Record<Encoding, Buffer>>;
}

export const toJsonBody = (value: unknown): JsonBody => ({ raw: Buffer.from(JSON.stringify(value)), encoded: {}, ready: {} });

// The type every JSON answer of the API has (Hono's `c.json` gives the same): JSON defines no charset parameter.
const plainJson = { 'content-type': 'application/json', vary: 'Accept-Encoding', 'cache-control': 'no-store' };
const JSON_HEADERS: Record<Encoding | 'identity', Record<string, string>> = {
  identity: plainJson,
  br: { ...plainJson, 'content-encoding': 'br' },
  gzip: { ...plainJson, 'content-encoding': 'gzip' },
};

const encodingOf = (body: JsonBody, acceptEncoding: string | undefined) => (body.raw.length > COMPRESS_ABOVE_BYTES ? pickEncoding(acceptEncoding) : null);
const answer = (bytes: Buffer, encoding: Encoding | null, production: boolean) =>
  completeAnswer(bytes as Uint8Array<ArrayBuffer>, 200, production, JSON_HEADERS[encoding ?? 'identity']);

/** Sends a cached JSON body, compressed when it is large and the client accepts it; typed for the client as `T`. */
export const sendJsonBody = async <T>(c: Context, body: JsonBody) => {
  const encoding = encodingOf(body, requestHeader(c, 'accept-encoding'));
  let bytes: Buffer = body.raw;
  if (encoding) {
    const encoded = body.encoded[encoding] ?? compressBody(body.raw, encoding);
    body.encoded[encoding] = encoded;
    bytes = await encoded;
    body.ready[encoding] = bytes;
  }
  return answer(bytes, encoding, isProduction(c)) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
};

/** A ready body as written: its headers with its length (Node then needs no chunked framing) and its bytes in one-write form. */
interface ReadyAnswer {
  headers: Readonly<Record<string, string>>;
  body: string | Buffer;
}

/** The written form of each ready body, made once per body. */
const readyAnswers = { production: new WeakMap<Buffer, ReadyAnswer>(), development: new WeakMap<Buffer, ReadyAnswer>() };
const readyAnswer = (bytes: Buffer, encoding: Encoding | null, production: boolean) => {
  const made = production ? readyAnswers.production : readyAnswers.development;
  let ready = made.get(bytes);
  if (!ready) {
    ready = { headers: Object.freeze({ ...withPolicy(production, JSON_HEADERS[encoding ?? 'identity']), 'content-length': String(bytes.length) }), body: oneWriteBody(bytes) };
    made.set(bytes, ready);
  }
  return ready;
};

/**
 * Writes the answer sendJsonBody gives (status, headers, bytes) straight to a Node response, when it
 * needs no waiting (its encoding is made already); false, with nothing written, otherwise.
 */
export const writeReadyJson = (res: ServerResponse, body: JsonBody, acceptEncoding: string | undefined, production: boolean) => {
  const encoding = encodingOf(body, acceptEncoding);
  const bytes = encoding ? body.ready[encoding] : body.raw;
  if (!bytes) return false;
  const ready = readyAnswer(bytes, encoding, production);
  res.writeHead(200, ready.headers);
  endWithBody(res, ready.body);
  return true;
};

const CREATED_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * A write's 201 answer, made whole with its headers in one plain record (see completeAnswer);
 * one a client may receive compressed goes the usual way (`c.json`, then compressJson).
 */
export const sendCreated = <T>(c: Context, value: T) => {
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text) > COMPRESS_ABOVE_BYTES && pickEncoding(requestHeader(c, 'accept-encoding'))) return c.json(value, 201);
  return completeAnswer(text, 201, isProduction(c), CREATED_HEADERS) as unknown as ReturnType<typeof c.json<T, 201>>;
};
