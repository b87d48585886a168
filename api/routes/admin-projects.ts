import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { project, type Project } from '../../db/schema.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import { projectSchema, projectUpdateSchema, type ProjectValues } from '../../shared/schemas/project.ts';
import type { AppEnv } from '../context.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { fail, validationErrorBody } from '../errors.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { idParamSchema, validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { projectEditEntry } from '../activity/project-edit-entry.ts';
import { allTranslations, readTranslations, saveTranslations } from './project-translation-writes.ts';

const duplicateSlug = (slug: string) => fail(409, projectMessages.slugTaken(slug));

/** Runs a write that may collide with another project's slug, turning the collision into a 409. */
const guardSlug = async <T>(slug: string, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicateSlug(slug);
    throw error;
  }
};

export const adminProjectRoutes = new Hono<AppEnv>()
  .use(requireApprovedAdmin)
  .get('/translations', async (c) => c.json(await allTranslations(c.var.db)))
  .post('/', validate('json', projectSchema), async (c) => {
    const values = c.req.valid('json');
    const { translations, error } = await readTranslations(c);
    if (error) return error;
    const [created] = await guardSlug(values.slug, () => c.var.db.insert(project).values(values).returning());
    await saveTranslations(c.var.db, created!.id, translations);
    c.var.content.contentChanged(`project "${values.slug}" created`);
    await recordActivity(c, { action: 'project.created', target: created!.title, targetId: created!.id });
    return c.json(created!, 201);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', projectUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [current] = await c.var.db.select().from(project).where(eq(project.id, id)).limit(1);
    if (!current) return fail(404, projectMessages.notFound);

    const { id: _id, ...stored } = current;
    const merged = projectSchema.safeParse({ ...stored, ...c.req.valid('json') });
    if (!merged.success) return c.json(validationErrorBody(merged.error), 400);
    const { translations, error } = await readTranslations(c);
    if (error) return error;

    const values: ProjectValues = merged.data;
    const [updated] = await guardSlug(values.slug, () =>
      c.var.db.update(project).set(values).where(eq(project.id, id)).returning(),
    );
    await saveTranslations(c.var.db, id, translations);
    c.var.content.contentChanged(`project "${values.slug}" updated`);
    await recordActivity(c, projectEditEntry(current, updated as Project));
    return c.json(updated as Project);
  })
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(project).where(eq(project.id, id)).returning({ slug: project.slug, title: project.title });
    if (!deleted) return fail(404, projectMessages.notFound);
    c.var.content.contentChanged(`project "${deleted.slug}" deleted`);
    await recordActivity(c, { action: 'project.deleted', target: deleted.title, targetId: id });
    return c.json({ message: projectMessages.deleted });
  });
