import { Hono, type Context } from 'hono';
import type { ReadCache } from '../cache/read-cache.ts';
import type { Project } from '../../db/schema.ts';
import { publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from '../../db/published-projects.ts';
import { projectsIn } from '../../db/project-translations.ts';
import { readyJsonAnswer, sendJsonBody, toJsonBody, type JsonBody } from '../cache/json-body.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** `?lang=ar` reads the Arabic view (same shape, English where untranslated); anything else reads as today. */
const langOf = (value: string | undefined) => (value === 'ar' ? 'ar' : 'en');
const keyIn = (key: string, lang: string) => (lang === 'en' ? key : `${key}:${lang}`);
/** The read cache's keys, shared by the routes and the answer from the cache. */
const KEYS = { list: 'all', featured: 'featured', project: (slug: string) => `slug:${slug}` } as const;
const ONE_PROJECT_PATH = /^\/api\/projects\/([\w-]+)$/;

const keyOf = (path: string) => {
  if (path === '/api/projects') return KEYS.list;
  const segment = ONE_PROJECT_PATH.exec(path)?.[1];
  return segment === 'featured' ? KEYS.featured : segment && KEYS.project(segment);
};

/**
 * The answer to a public project read from the read cache when it is there and needs no waiting, else
 * null (the routes below then answer). The same bytes and headers as the routes give, without composing
 * the API's middleware, which a cached public read does not use (decision 055).
 */
export const cachedProjectAnswer = (c: Context, reads: ReadCache<JsonBody>, production: boolean): Response | null => {
  const key = keyOf(c.req.path);
  if (!key) return null;
  const body = reads.peek(keyIn(key, langOf(c.req.query('lang'))));
  return body ? readyJsonAnswer(c, body, production) : null;
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
    if (body === null) return fail(404, projectMessages.notFound);
    return sendJsonBody<Project>(c, body);
  });
