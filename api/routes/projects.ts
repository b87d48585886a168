import { desc, eq } from 'drizzle-orm';
import { Hono, type Context, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { project, type Project } from '../../db/schema.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/** Sends JSON the read cache holds already serialised, typed (for the client) as the value it came from. */
const jsonText = <T>(c: Context<AppEnv>, text: string) => {
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(text, 200) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
};

const serialised = async (value: Promise<unknown>) => JSON.stringify(await value);

/** The public, read-only project endpoints. */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const text = await c.var.reads.get('all', () => serialised(c.var.db.select().from(project).orderBy(desc(project.id))));
    return jsonText<Project[]>(c, text!);
  })
  .get('/featured', async (c) => {
    const text = await c.var.reads.get('featured', () =>
      serialised(c.var.db.select().from(project).where(eq(project.featured, true)).orderBy(desc(project.id))),
    );
    return jsonText<Project[]>(c, text!);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const text = await c.var.reads.get(`slug:${slug}`, async () => {
      const [row] = await c.var.db.select().from(project).where(eq(project.slug, slug)).limit(1);
      return row ? JSON.stringify(row) : null;
    });
    if (text === null) return fail(404, projectMessages.notFound);
    return jsonText<Project>(c, text);
  });
