import { readingFacts, type RenderPass } from '../data/facts.ts';
import { islandRuntimeOnIntent, moveIslandRuntimeToHead } from '../integrations/island-runtime-in-head.ts';
import type { RenderedFile } from '../../shared/site-bundle.ts';
import { fileOfPath } from './site-paths.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A page rendered on request carries its policy in a header; a file needs it in the page, where a build
 * of pre-rendered pages writes it: at the start of what Astro adds to the head, before the stylesheet.
 */
const withPolicyInPage = (html: string, policy: string) => {
  const meta = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy)}">`;
  const headEnd = html.indexOf('</head>');
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  const at = stylesheet !== -1 && stylesheet < headEnd ? stylesheet : headEnd;
  return html.slice(0, at) + meta + html.slice(at);
};

/**
 * Renders `path` as a file of the static site, with Astro's renderer (`render`) in `pass`: the page's
 * policy in its head, the island runtime moved ahead of the stylesheet (or loaded on intent).
 */
export const renderPage = async (render: (request: Request) => Promise<Response>, pass: RenderPass, site: URL, path: string): Promise<RenderedFile> => {
  const { result: response, reads } = await readingFacts(pass, async () => {
    const answer = await render(new Request(new URL(path, site)));
    return { status: answer.status, type: answer.headers.get('content-type') ?? '', policy: answer.headers.get('content-security-policy'), body: await answer.text() };
  });
  const expected = path === '/404' || path.endsWith('/404') ? 404 : 200;
  if (response.status !== expected) throw new Error(`${path} answered ${response.status} while being published.`);
  const file = fileOfPath(path);
  if (!response.type.startsWith('text/html')) return { path, file, body: response.body, reads };
  const moved = moveIslandRuntimeToHead(response.policy ? withPolicyInPage(response.body, response.policy) : response.body);
  const deferred = islandRuntimeOnIntent(moved, '/_astro/');
  return { path, file, body: deferred?.html ?? moved, reads, ...(deferred ? { runtime: { file: deferred.file, code: deferred.runtime } } : {}) };
};
