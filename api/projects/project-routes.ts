import { Hono } from 'hono';
import { publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from '../../db/published-projects.ts';
import { projectsIn } from '../../db/project-translations.ts';
import type { Project } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** `?lang=ar` reads the Arabic view (same shape, English where untranslated); anything else reads the English view. */
const langOf = (value: string | undefined) => (value === 'ar' ? 'ar' : 'en');

/** A project as the public sees it: its scheduled times are the office's plans, not the page's facts. */
const publicView = ({ publishAt: _publishAt, unpublishAt: _unpublishAt, ...shown }: Project) => shown;

/**
 * The public, read-only project endpoints (their answers are kept a moment by cached-answers.ts).
 * Published projects only, whoever asks: a draft is read through /api/admin/projects.
 */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const db = c.get('db');
    return c.json((await projectsIn(db, langOf(c.req.query('lang')), await publishedProjects(db))).map(publicView));
  })
  .get('/featured', async (c) => {
    const db = c.get('db');
    return c.json((await projectsIn(db, langOf(c.req.query('lang')), await publishedFeaturedProjects(db))).map(publicView));
  })
  .get('/:slug', async (c) => {
    const db = c.get('db');
    const row = await publishedProjectBySlug(db, c.req.param('slug'));
    const [view] = row ? await projectsIn(db, langOf(c.req.query('lang')), [row]) : [];
    if (!view) return fail(404, (m) => m.projects.notFound);
    return c.json(publicView(view));
  });
