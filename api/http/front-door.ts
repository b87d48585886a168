import type { IncomingMessage, RequestListener } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { getPath } from 'hono/utils/url';

/** What of a request the page counting reads. */
type PageRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & { socket: { remoteAddress?: string | undefined } };

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

export interface FrontDoorLanes {
  /**
   * Told of every page of the site and every not-found page answered:
   * 200 for a page (304 included: the browser showed the page it kept), 404 for the not-found page.
   */
  pageAnswered: (req: PageRequest, status: 200 | 404) => void;
  /** `/api/health` and the /api contract. */
  api: { fetch: Fetch };
  /** Pages, files, /uploads, the WhatsApp links and the not-found page. */
  site: { fetch: Fetch };
}

const isHtml = (res: Response) => res.headers.get('content-type')?.startsWith('text/html') === true;

/**
 * Whether a request target is under /api as Hono will route it: a target with percent-escapes, dot
 * segments or a scheme is first read as the Fetch request made of it will be. A target that cannot be
 * read is the site's to refuse (with a 400).
 */
const isApi = (url: string) => {
  let path = url.split('?', 1)[0] ?? '';
  if (url[0] !== '/' || /%|\/\./.test(path)) {
    try {
      path = getPath(new Request(url[0] === '/' ? `http://front-door${url}` : url));
    } catch {
      return false;
    }
  }
  return path === '/api' || path.startsWith('/api/');
};

/**
 * The Node request listener of a process: `/api` (its health check first) goes to the API app of
 * app.ts, everything else to the site app; every page and not-found page the site answers is told to
 * `pageAnswered`.
 */
export const createFrontDoor = ({ pageAnswered, api, site }: FrontDoorLanes): RequestListener => {
  const answerApi = getRequestListener(api.fetch);
  const answerSite = getRequestListener(async (request, env) => {
    const res = await site.fetch(request, env);
    const status = res.status;
    if ((status === 200 || status === 304 || status === 404) && isHtml(res)) pageAnswered(env.incoming, status === 404 ? 404 : 200);
    return res;
  });
  return (req, res) => (isApi(req.url ?? '/') ? answerApi(req, res) : answerSite(req, res));
};
