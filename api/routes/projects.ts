import { Hono } from 'hono';
import type { Project } from '../../db/schema.ts';
import { publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from '../../db/published-projects.ts';
import { sendJsonBody, toJsonBody } from '../cache/json-body.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';

/**
 * The public, read-only project endpoints, answered from the read cache already serialised (and compressed).
 * Published projects only, whoever asks: a draft is read through /api/admin/projects.
 */
export const projectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const body = await c.get('reads').get('all', async () => toJsonBody(await publishedProjects(c.get('db'))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/featured', async (c) => {
    const body = await c.get('reads').get('featured', async () => toJsonBody(await publishedFeaturedProjects(c.get('db'))));
    return body ? sendJsonBody<Project[]>(c, body) : c.json([]);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const body = await c.get('reads').get(`slug:${slug}`, async () => {
      const row = await publishedProjectBySlug(c.get('db'), slug);
      return row ? toJsonBody(row) : null;
    });
    if (body === null) return fail(404, projectMessages.notFound);
    return sendJsonBody<Project>(c, body);
  });
