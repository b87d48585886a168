import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { project } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** The public, read-only project endpoints. */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const projects = await c.var.db.select().from(project).orderBy(desc(project.id));
    return c.json(projects);
  })
  .get('/featured', async (c) => {
    const projects = await c.var.db.select().from(project).where(eq(project.featured, true)).orderBy(desc(project.id));
    return c.json(projects);
  })
  .get('/:slug', async (c) => {
    const [found] = await c.var.db.select().from(project).where(eq(project.slug, c.req.param('slug'))).limit(1);
    if (!found) return fail(404, 'Project not found');
    return c.json(found);
  });
