import { eq } from 'drizzle-orm';
import { firstPosition, portfolioOrder } from '../../db/published-projects.ts';
import { Hono } from 'hono';
import { project, type Project } from '../../db/schema.ts';
import { projectMessages } from '../../shared/messages/projects.ts';
import { projectSchema, projectUpdateSchema, type ProjectValues } from '../../shared/schemas/project.ts';
import type { AppEnv } from '../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fail, validationErrorBody } from '../errors.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { idParamSchema, validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { projectEditEntries } from './project-edit-entry.ts';
import { projectOrderSchema } from '../../shared/schemas/project-order.ts';
import { allTranslations, readTranslations, realignTranslations, saveTranslations } from './translation-writes.ts';

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
  // Every project, drafts included, in the portfolio order: the admin's list.
  .get('/', async (c) =>
    c.json(
      await c.var.db
        .select()
        .from(project)
        .orderBy(...portfolioOrder),
    ),
  )
  .get('/translations', async (c) => c.json(await allTranslations(c.var.db)))
  // Before '/:id', which would read "order" as an id.
  .put('/order', validate('json', projectOrderSchema), async (c) => {
    const { ids } = c.req.valid('json');
    const db = c.var.db;
    const current = await db
      .select({ id: project.id, title: project.title })
      .from(project)
      .orderBy(...portfolioOrder);
    const known = new Set(current.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) return fail(400, projectMessages.orderUnknown(unknown));

    // Projects the list leaves out (added meanwhile by someone else) keep their order after it.
    const listed = new Set(ids);
    const order = [...ids, ...current.filter((row) => !listed.has(row.id)).map((row) => row.id)];
    if (order.every((id, index) => id === current[index]?.id))
      return c.json(
        await db
          .select()
          .from(project)
          .orderBy(...portfolioOrder),
      );

    await db.batch(order.map((id, position) => db.update(project).set({ position }).where(eq(project.id, id))) as [never, ...never[]]);
    c.var.publisher.contentChanged('portfolio order changed');
    const first = current.find((row) => row.id === order[0]);
    await recordActivity(c, { action: 'projects.reordered', target: first?.title ?? null, details: { ids: order } });
    return c.json(
      await db
        .select()
        .from(project)
        .orderBy(...portfolioOrder),
    );
  })
  // Any project, a draft too, for the admin's preview of its page.
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const [row] = await c.var.db
      .select()
      .from(project)
      .where(eq(project.id, c.req.valid('param').id))
      .limit(1);
    if (!row) return fail(404, projectMessages.notFound);
    return c.json(row);
  })
  .post('/', validate('json', projectSchema), async (c) => {
    const values = c.req.valid('json');
    const { translations, error } = await readTranslations(c);
    if (error) return error;
    const [created] = await guardSlug(values.slug, () =>
      c.var.db
        .insert(project)
        .values({ ...values, position: firstPosition })
        .returning(),
    );
    if (!created) throw new Error('The new project was not returned by the database.');
    await saveTranslations(c.var.db, created.id, translations);
    c.var.publisher.contentChanged(`project "${values.slug}" created`);
    await recordActivity(c, { action: 'project.created', target: created.title, targetId: created.id, details: { status: created.status } });
    return c.json(created, 201);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', projectUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [current] = await c.var.db.select().from(project).where(eq(project.id, id)).limit(1);
    if (!current) return fail(404, projectMessages.notFound);

    const { id: _id, position: _position, ...stored } = current;
    const merged = projectSchema.safeParse({ ...stored, ...c.req.valid('json') });
    if (!merged.success) return c.json(validationErrorBody(merged.error), 400);
    const { translations, error } = await readTranslations(c);
    if (error) return error;

    const values: ProjectValues = merged.data;
    const [updated] = await guardSlug(values.slug, () => c.var.db.update(project).set(values).where(eq(project.id, id)).returning());
    if (translations?.ar) await saveTranslations(c.var.db, id, translations);
    else await realignTranslations(c.var.db, id, current, values);
    c.var.publisher.contentChanged(`project "${values.slug}" updated`);
    for (const entry of projectEditEntries(current, updated as Project)) await recordActivity(c, entry);
    return c.json(updated as Project);
  })
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(project).where(eq(project.id, id)).returning({ slug: project.slug, title: project.title });
    if (!deleted) return fail(404, projectMessages.notFound);
    c.var.publisher.contentChanged(`project "${deleted.slug}" deleted`);
    await recordActivity(c, { action: 'project.deleted', target: deleted.title, targetId: id });
    return c.json({ message: projectMessages.deleted });
  });
