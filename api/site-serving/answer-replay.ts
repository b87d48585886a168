import type { IncomingMessage, ServerResponse } from 'node:http';
import { endWithBody, oneWriteBody } from '../http/one-write-response.ts';

/** What of a Node request (HTTP/1 or 2) its answer is looked up by. */
type RequestLine = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

interface Recorded {
  status: number;
  /** The answer's final headers with its length, in one plain record written as it is. */
  headers: Readonly<Record<string, string>>;
  /** Its bytes as they are written (see oneWriteBody). */
  body: string | Buffer;
  /** Whether it is a page (HTML) rather than a file a page loads: the front door counts the pages. */
  kind: ReplayedKind;
}

/** What a replayed answer was, or null when there was none to replay. */
export type ReplayedKind = 'page' | 'file';

/**
 * A file's bytes as an answer's body: the Buffer itself, typed as Fetch wants it (files read from disk never
 * share memory with another thread). Kept a Buffer, it is written without a new view (one-write-response.ts).
 */
export const bodyOf = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

/** Whether an answer is an HTML page. */
export const isHtml = (res: Response) => res.headers.get('content-type')?.startsWith('text/html') === true;

/** Request headers an answer of the build depends on besides the path and Accept-Encoding. */
const CONDITIONS = ['range', 'if-none-match', 'if-modified-since'];

/** Distinct answers kept: every page and file of a build in both encodings fits many times over. */
const MAX_ANSWERS = 4096;

/** The request's key: its path (without the query, which no answer of the build reads) and its Accept-Encoding; null for a request that may not be replayed. */
const keyOf = (req: RequestLine) => {
  const url = req.url;
  if (req.method !== 'GET' || !url?.startsWith('/')) return null;
  const headers = req.headers;
  if (CONDITIONS.some((name) => headers[name] !== undefined)) return null;
  const query = url.indexOf('?');
  return `${query === -1 ? url : url.slice(0, query)}\n${headers['accept-encoding'] ?? ''}`;
};

/**
 * The live build's pages and files, answered again as they were answered the first time (decision 127).
 * Until the next publish the same GET gets the same answer, so its status, final headers (security
 * headers included) and bytes are recorded after the site made them once, and the front door answers the
 * next identical request with them at the Node request, before a Fetch request or a Hono context is made.
 *
 * Only answers the static site marks are recorded (never an admin's preview, a private page or a 404),
 * and only for requests that carry nothing the answer depends on besides the path and Accept-Encoding:
 * a conditional or range request, or a HEAD, goes the whole way.
 */
export const createAnswerReplay = () => {
  const bodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();
  let recorded = new Map<string, Recorded>();

  return {
    /** Marks an answer of the live build that any visitor asking the same gets until the next publish. */
    replayable: (res: Response, body: Uint8Array<ArrayBuffer>) => {
      bodies.set(res, body);
      return res;
    },
    /** Writes the recorded answer to this request and says what it was; null, with nothing written, when there is none. */
    answer: (req: RequestLine, res: ServerResponse): ReplayedKind | null => {
      const key = keyOf(req);
      const hit = key === null ? undefined : recorded.get(key);
      if (!hit) return null;
      res.writeHead(hit.status, hit.headers);
      endWithBody(res, hit.body);
      return hit.kind;
    },
    /** Records a marked answer to this request as the site finished it, and returns it. */
    record: (req: RequestLine, res: Response) => {
      const body = bodies.get(res);
      const key = body && keyOf(req);
      if (body && key) {
        // Many Accept-Encoding spellings could fill it; starting again keeps it bounded.
        if (recorded.size >= MAX_ANSWERS) recorded = new Map();
        const headers = Object.freeze({ ...Object.fromEntries(res.headers), 'content-length': String(body.byteLength) });
        const kind = res.status === 200 && isHtml(res) ? 'page' : 'file';
        recorded.set(key, { status: res.status, headers, body: oneWriteBody(Buffer.from(body.buffer, body.byteOffset, body.byteLength)), kind });
      }
      return res;
    },
    /** A new build is live: nothing recorded from the last one is answered again. */
    clear: () => {
      recorded = new Map();
    },
  };
};

export type AnswerReplay = ReturnType<typeof createAnswerReplay>;
