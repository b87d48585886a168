import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { projectsIn } from '../../db/project-translations.ts';
import { project, type Project } from '../../db/schema.ts';
import { sendJsonBody, toJsonBody } from '../cache/json-body.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** `?lang=ar` reads the Arabic view (same shape, English where untranslated); anything else reads as today. */
const langOf = (value: string | undefined) => (value === 'ar' ? 'ar' : 'en');
const keyIn = (key: string, lang: string) => (lang === 'en' ? key : `${key}:${lang}`);

/** The public, read-only project endpoints, answered from the read cache already serialised (and compressed). */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn('all', lang), async () =>
      toJsonBody(await projectsIn(c.get('db'), lang, await c.get('db').select().from(project).orderBy(desc(project.id)))),
    );
    return sendJsonBody<Project[]>(c, body!);
  })
  .get('/featured', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn('featured', lang), async () =>
      toJsonBody(await projectsIn(c.get('db'), lang, await c.get('db').select().from(project).where(eq(project.featured, true)).orderBy(desc(project.id)))),
    );
    return sendJsonBody<Project[]>(c, body!);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const lang = langOf(c.req.query('lang'));
    const body = await c.get('reads').get(keyIn(`slug:${slug}`, lang), async () => {
      const [row] = await c.get('db').select().from(project).where(eq(project.slug, slug)).limit(1);
      return row ? toJsonBody((await projectsIn(c.get('db'), lang, [row]))[0]) : null;
    });
    if (body === null) return fail(404, projectMessages.notFound);
    return sendJsonBody<Project>(c, body);
  });
