import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { ReadCache } from './read-cache.ts';
import type { Project } from '../../db/schema.ts';
import { publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from '../../db/published-projects.ts';
import { projectsIn } from '../../db/project-translations.ts';
import { boundedMemo } from '../../shared/bounded-memo.ts';
import { sendJsonBody, toJsonBody, writeReadyJson, type JsonBody } from '../http/compressed-json.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** `?lang=ar` reads the Arabic view (same shape, English where untranslated); anything else reads the English view. */
const langOf = (value: string | undefined) => (value === 'ar' ? 'ar' : 'en');
const keyIn = (key: string, lang: string) => (lang === 'en' ? key : `${key}:${lang}`);
/** The read cache's keys, shared by the routes and the answer from the cache. */
const KEYS = { list: 'all', featured: 'featured', project: (slug: string) => `slug:${slug}` } as const;
/** A public project read the cache may answer: the list, the featured list or one slug, optionally `?lang=ar|en` and nothing else. */
const CACHED_READ_URL = /^\/api\/projects(?:\/([\w-]+))?(?:\?lang=(ar|en))?$/;

/** The read cache key of a request target the cache may answer, else null; remembered for the targets asked most. */
const cacheKeyOf = boundedMemo((target: string) => {
  const match = CACHED_READ_URL.exec(target);
  if (!match) return null;
  const [, segment, lang = 'en'] = match;
  return keyIn(segment === undefined ? KEYS.list : segment === 'featured' ? KEYS.featured : KEYS.project(segment), lang);
}, 256);

/**
 * Answers a public project read from the read cache at the Node request, before a Fetch request or a
 * Hono context is made (decision 131): the same status, headers and bytes the routes below give from
 * the cache. A request it cannot answer so (HEAD, another query, an entry missing, expired or not
 * compressed yet) is left, untouched, to the routes: it returns false.
 */
export const answerCachedRead =
  (reads: ReadCache<JsonBody>, production: boolean) =>
  (req: IncomingMessage, res: ServerResponse): boolean => {
    const key = req.method === 'GET' && req.url ? cacheKeyOf(req.url) : null;
    const body = key === null ? undefined : reads.peek(key);
    return body ? writeReadyJson(res, body, req.headers['accept-encoding'], production) : false;
  };

/**
 * The public, read-only project endpoints, answered from the read cache already serialised (and compressed).
 * Published projects only, whoever asks: a draft is read through /api/admin/projects.
 */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn(KEYS.list, lang), async () => toJsonBody(await projectsIn(c.get('db'), lang, await publishedProjects(c.get('db')))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/featured', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn(KEYS.featured, lang), async () => toJsonBody(await projectsIn(c.get('db'), lang, await publishedFeaturedProjects(c.get('db')))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn(KEYS.project(slug), lang), async () => {
      const row = await publishedProjectBySlug(c.get('db'), slug);
      const [view] = row ? await projectsIn(c.get('db'), lang, [row]) : [];
      return view ? toJsonBody(view) : null;
    });
    if (body === null) return fail(404, (m) => m.projects.notFound);
    return sendJsonBody<Project>(c, body);
  });
