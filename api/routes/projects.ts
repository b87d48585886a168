import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { project, type Project } from '../../db/schema.ts';
import { sendJsonBody, toJsonBody } from '../cache/json-body.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** The public, read-only project endpoints, answered from the read cache already serialised (and compressed). */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const body = await c.get('reads').get('all', async () => toJsonBody(await c.get('db').select().from(project).orderBy(desc(project.id))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/featured', async (c) => {
    const body = await c.get('reads').get('featured', async () =>
      toJsonBody(await c.get('db').select().from(project).where(eq(project.featured, true)).orderBy(desc(project.id))),
    );
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const body = await c.get('reads').get(`slug:${slug}`, async () => {
      const [row] = await c.get('db').select().from(project).where(eq(project.slug, slug)).limit(1);
      return row ? toJsonBody(row) : null;
    });
    if (body === null) return fail(404, projectMessages.notFound);
    return sendJsonBody<Project>(c, body);
  });
