import type { Context } from 'hono';
import { requestHeader } from '../http/node-request.ts';

interface Recorded {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * A file's bytes as an answer's body: the Buffer itself, typed as Fetch wants it (files read from disk never
 * share memory with another thread). Kept a Buffer, it is written without a new view (one-write-response.ts).
 */
export const bodyOf = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

/** Request headers an answer of the build depends on besides the path and Accept-Encoding. */
const CONDITIONS = ['range', 'if-none-match', 'if-modified-since'];

/** Distinct answers kept: every page and file of a build in both encodings fits many times over. */
const MAX_ANSWERS = 4096;

/**
 * The live build's pages and files, answered again as they were answered the first time (decision 127).
 * Until the next publish the same GET gets the same answer, so its status, final headers (security
 * headers included) and bytes are recorded after the whole app made them once, and the next identical
 * request is answered at the front, without composing the app's middleware: a third of the work.
 *
 * Only answers the static site marks are recorded (never an admin's preview, a private page or a 404),
 * and only for requests that carry nothing the answer depends on besides the path and Accept-Encoding:
 * a conditional or range request, or a HEAD, goes the whole way.
 */
export const createAnswerReplay = () => {
  const bodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();
  let recorded = new Map<string, Recorded>();

  const keyOf = (c: Context) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return null;
    const varies = CONDITIONS.some((name) => requestHeader(c, name) !== undefined);
    return varies ? null : `${c.req.path}\n${requestHeader(c, 'accept-encoding') ?? ''}`;
  };

  return {
    /** Marks an answer of the live build that any visitor asking the same gets until the next publish. */
    replayable: (res: Response, body: Uint8Array<ArrayBuffer>) => {
      bodies.set(res, body);
      return res;
    },
    /** The recorded answer to this request, or null. */
    answer: (c: Context): Response | null => {
      const key = keyOf(c);
      const hit = key === null ? undefined : recorded.get(key);
      return hit ? new Response(hit.body, { status: hit.status, headers: hit.headers }) : null;
    },
    /** Records a marked answer as the app finished it, and returns it. */
    record: (c: Context, res: Response) => {
      const body = bodies.get(res);
      const key = body && keyOf(c);
      if (body && key) {
        // Many Accept-Encoding spellings could fill it; starting again keeps it bounded.
        if (recorded.size >= MAX_ANSWERS) recorded = new Map();
        recorded.set(key, { status: res.status, headers: Object.freeze(Object.fromEntries(res.headers)), body });
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
