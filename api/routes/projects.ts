import { Hono } from 'hono';
import type { Project } from '../../db/schema.ts';
import { publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from '../../db/published-projects.ts';
import { projectsIn } from '../../db/project-translations.ts';
import { sendJsonBody, toJsonBody } from '../cache/json-body.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** `?lang=ar` reads the Arabic view (same shape, English where untranslated); anything else reads as today. */
const langOf = (value: string | undefined) => (value === 'ar' ? 'ar' : 'en');
const keyIn = (key: string, lang: string) => (lang === 'en' ? key : `${key}:${lang}`);

/**
 * The public, read-only project endpoints, answered from the read cache already serialised (and compressed).
 * Published projects only, whoever asks: a draft is read through /api/admin/projects.
 */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn('all', lang), async () => toJsonBody(await projectsIn(c.get('db'), lang, await publishedProjects(c.get('db')))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/featured', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn('featured', lang), async () => toJsonBody(await projectsIn(c.get('db'), lang, await publishedFeaturedProjects(c.get('db')))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn(`slug:${slug}`, lang), async () => {
      const row = await publishedProjectBySlug(c.get('db'), slug);
      const [view] = row ? await projectsIn(c.get('db'), lang, [row]) : [];
      return view ? toJsonBody(view) : null;
    });
    if (body === null) return fail(404, projectMessages.notFound);
    return sendJsonBody<Project>(c, body);
  });
