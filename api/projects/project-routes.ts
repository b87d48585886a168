import { Hono } from 'hono';
import { publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from '../../db/published-projects.ts';
import { projectsIn } from '../../db/project-translations.ts';
import type { Project } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import type { ReadCache } from './read-cache.ts';
import { fail } from '../errors.ts';

/** `?lang=ar` reads the Arabic view (same shape, English where untranslated); anything else reads the English view. */
const langOf = (value: string | undefined) => (value === 'ar' ? 'ar' : 'en');

/**
 * The public, read-only project endpoints, answered from the read cache.
 * Published projects only, whoever asks: a draft is read through /api/admin/projects.
 */
export const projectRoutes = new Hono<AppEnv & { Variables: { reads: ReadCache<Project[]> } }>()
  .get('/', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const db = c.get('db');
    const list = await c.get('reads').get(`all:${lang}`, async () => projectsIn(db, lang, await publishedProjects(db)));
    return c.json(list ?? []);
  })
  .get('/featured', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const db = c.get('db');
    const list = await c.get('reads').get(`featured:${lang}`, async () => projectsIn(db, lang, await publishedFeaturedProjects(db)));
    return c.json(list ?? []);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const lang = langOf(c.req.query('lang'));
    const db = c.get('db');
    const list = await c.get('reads').get(`slug:${slug}:${lang}`, async () => {
      const row = await publishedProjectBySlug(db, slug);
      return row ? projectsIn(db, lang, [row]) : [];
    });
    const [view] = list ?? [];
    if (!view) return fail(404, (m) => m.projects.notFound);
    return c.json(view);
  });
