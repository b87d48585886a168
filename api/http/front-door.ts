import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { getPath } from 'hono/utils/url';
import { withPolicy } from '../middleware/security-headers.ts';
import type { PageRequest } from '../analytics/page-views.ts';
import { isHtml, type ReplayedKind } from '../site-serving/answer-replay.ts';

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/** What of a Node request (HTTP/1 or 2) a recorded answer is looked up by. */
type RequestLine = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** Answers a request at the Node level and returns true, or returns false having written nothing. */
type NodeAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FrontDoorLanes {
  /** Whether answers carry the production headers (HSTS). */
  production: boolean;
  /** A public project read the read cache holds ready to write (answerCachedRead, decision 131). */
  cachedRead: NodeAnswer;
  /** The live build's answers given once already (decision 127): `answer` writes one again and says what it was, `record` keeps one the site made. */
  replay: { answer: (req: IncomingMessage, res: ServerResponse) => ReplayedKind | null; record: (req: RequestLine, res: Response) => Response };
  /**
   * Told of every page of the site and every not-found page answered, replayed or made (decision 160):
   * 200 for a page (304 included: the browser showed the page it kept), 404 for the not-found page.
   */
  pageAnswered: (req: PageRequest, status: 200 | 404) => void;
  /** The /api contract. */
  api: { fetch: Fetch };
  /** Pages, files, /uploads and the not-found page. */
  site: { fetch: Fetch };
}

/** Needs no database, origin or body checks, and a load balancer asks it often: one answer made at start (decision 122). */
const HEALTH_BODY = '{"status":"ok"}';
const healthHeaders = (production: boolean) =>
  Object.freeze({
    ...withPolicy(production, { 'content-type': 'application/json', 'cache-control': 'no-store' }),
    'content-length': String(Buffer.byteLength(HEALTH_BODY)),
  });

/**
 * The path Hono routes a request by, without its query. An ordinary request target is read as it is;
 * one with percent-escapes, dot segments or a scheme is first read as a URL, as the Fetch request made
 * of it will be, and Hono's own reading of its path decides. Null for a target that cannot be read.
 */
const routedPath = (url: string) => {
  if (url[0] === '/' && !/%|\/\./.test(url)) {
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  }
  try {
    return getPath(new Request(url[0] === '/' ? `http://front-door${url}` : url));
  } catch {
    return null;
  }
};

/**
 * The Node request listener of a process: says in one place, in order, how every request is answered.
 * For `/api` and everything under it:
 *   1. a cached public project read, written from the read cache;
 *   2. `/api/health`, a ready answer;
 *   3. the API (the Hono app of app.ts).
 * For everything else:
 *   4. an answer of the live build given before, written again;
 *   5. the site (pages, files, /uploads, not-found); what it answers alike for every visitor is recorded for step 4.
 * Steps 1, 2 and 4 write at the Node level: no Fetch request, Hono context or middleware is made for them.
 * Every page and not-found page answered in steps 4 and 5 is told to `pageAnswered`.
 */
export const createFrontDoor = ({ production, cachedRead, replay, pageAnswered, api, site }: FrontDoorLanes): RequestListener => {
  const health = healthHeaders(production);
  const answerApi = getRequestListener(api.fetch);
  const answerSite = getRequestListener(async (request, env) => {
    const res = replay.record(env.incoming, await site.fetch(request, env));
    const status = res.status;
    if ((status === 200 || status === 304 || status === 404) && isHtml(res)) pageAnswered(env.incoming, status === 404 ? 404 : 200);
    return res;
  });
  return (req, res) => {
    const path = routedPath(req.url ?? '/');
    // A target that cannot be read is the site's to refuse (with a 400).
    if (path !== null && (path === '/api' || path.startsWith('/api/'))) {
      if (cachedRead(req, res)) return;
      if (path === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, health);
        res.end(HEALTH_BODY);
        return;
      }
      answerApi(req, res);
      return;
    }
    const replayed = replay.answer(req, res);
    if (replayed === null) answerSite(req, res);
    else if (replayed === 'page') pageAnswered(req, 200);
  };
};
