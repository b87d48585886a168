import { eq } from 'drizzle-orm';
import { firstPosition, portfolioOrder } from '../../db/published-projects.ts';
import { type Context, Hono } from 'hono';
import { project, type Project } from '../../db/schema.ts';
import { projectSchemas } from '../../shared/schemas/project.ts';
import { projectFormSchemas, projectUpdateSchemas } from '../../shared/schemas/project-request.ts';
import type { AppEnv } from '../context.ts';
import { langOf, messageFor } from '../middleware/language.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fail, validationErrorBody } from '../errors.ts';
import { scheduleAfterWrite, scheduleEntry, type ScheduleProblem } from './project-schedule.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { recordActivityIn } from '../activity/index.ts';
import { projectEditEntries } from './project-edit-entry.ts';
import { projectOrderSchemas } from '../../shared/schemas/project-order.ts';
import { allTranslations, realignTranslations, saveTranslations } from './translation-writes.ts';
import { keepOldProjectAddresses, releaseProjectAddresses } from '../redirects/index.ts';

const duplicateSlug = (slug: string) => fail(409, (m) => m.projects.slugTaken(slug));

/** Runs a write that may collide with another project's slug, turning the collision into a 409. */
const guardSlug = async <T>(slug: string, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicateSlug(slug);
    throw error;
  }
};

/** Asks for the site to be built again; called once the change is committed. */
const republish = <E extends AppEnv>(c: Context<E>, reason: string) => c.var.publisher.contentChanged(reason);

/** A schedule refused (a time passed, a take-down before going live): 400 naming the field, as a broken rule would. */
const scheduleRefused = (c: Context, problem: ScheduleProblem) =>
  c.json(validationErrorBody(c, { issues: [{ path: [problem.field], message: messageFor(c, problem.message) }] }), 400);

/**
 * The stored fields an update leaves out, checked with the same schema as the sent ones (each field is
 * checked once per request), so the project after a partial update obeys the rules of a full one.
 * Answers the error body of the first broken rule, or null.
 */
const untouchedFieldsError = (c: Context, stored: Project, sent: object) => {
  const untouched = Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(projectSchemas.en.shape, key) && !Object.hasOwn(sent, key)));
  if (Object.keys(untouched).length === 0) return null;
  const checked = projectUpdateSchemas[langOf(c)].safeParse(untouched);
  return checked.success ? null : validationErrorBody(c, checked.error);
};

export const adminProjectRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.projects))
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
  .put('/order', validate('json', projectOrderSchemas), async (c) => {
    const { ids } = c.req.valid('json');
    const db = c.var.db;
    const current = await db
      .select({ id: project.id, title: project.title })
      .from(project)
      .orderBy(...portfolioOrder);
    const known = new Set(current.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) return fail(400, (m) => m.projects.orderUnknown(unknown));

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

    const first = current.find((row) => row.id === order[0]);
    // One batch, one transaction: the new order and its activity record are written together or not at all.
    await db.batch([
      recordActivityIn(db, c, { action: 'projects.reordered', target: first?.title ?? null, details: { ids: order } }),
      ...order.map((id, position) => db.update(project).set({ position }).where(eq(project.id, id))),
    ]);
    republish(c, 'portfolio order changed');
    return c.json(
      await db
        .select()
        .from(project)
        .orderBy(...portfolioOrder),
    );
  })
  // Any project, a draft too, for the admin's preview of its page.
  .get('/:id', validate('param', idParamSchemas), async (c) => {
    const [row] = await c.var.db
      .select()
      .from(project)
      .where(eq(project.id, c.req.valid('param').id))
      .limit(1);
    if (!row) return fail(404, (m) => m.projects.notFound);
    return c.json(row);
  })
  // A project, its Arabic texts and its activity record are written in one transaction; the site is rebuilt once it commits.
  .post('/', validate('json', projectFormSchemas), async (c) => {
    const { translations, ...values } = c.req.valid('json');
    const schedule = scheduleAfterWrite(null, values, c.var.clock());
    if ('field' in schedule) return scheduleRefused(c, schedule);
    const created = await c.var.db.transaction(async (tx) => {
      const [row] = await guardSlug(values.slug, () =>
        tx
          .insert(project)
          .values({ ...values, ...schedule, position: firstPosition })
          .returning(),
      );
      if (!row) throw new Error('The new project was not returned by the database.');
      // An old address another project left at this slug belongs to this one now.
      await releaseProjectAddresses(tx, row.slug);
      await saveTranslations(tx, row.id, translations);
      await recordActivityIn(tx, c, { action: 'project.created', target: row.title, targetId: row.id, details: { status: row.status } });
      const scheduled = scheduleEntry(null, row);
      if (scheduled) await recordActivityIn(tx, c, scheduled);
      return row;
    });
    republish(c, `project "${created.slug}" created`);
    return c.json(created, 201);
  })
  .put('/:id', validate('param', idParamSchemas), validate('json', projectUpdateSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const { translations, ...sent } = c.req.valid('json');
    const result = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(project).where(eq(project.id, id)).limit(1);
      if (!before) return fail(404, (m) => m.projects.notFound);
      const invalid = untouchedFieldsError(c, before, sent);
      if (invalid) return { invalid };
      const schedule = scheduleAfterWrite(before, sent, c.var.clock());
      if ('field' in schedule) return { refused: schedule };
      // Only the sent fields are written (with the schedule they make): an edit saved meanwhile keeps the fields this request left out.
      const [after] = await guardSlug(sent.slug ?? before.slug, () =>
        tx
          .update(project)
          .set({ ...sent, ...schedule })
          .where(eq(project.id, id))
          .returning(),
      );
      if (!after) throw new Error('The updated project was not returned by the database.');
      // Links shared with the old slug keep working: both editions' old addresses answer 301 to the new ones.
      if (after.slug !== before.slug) await keepOldProjectAddresses(tx, id, before.slug, after.slug);
      if (translations?.ar) await saveTranslations(tx, id, translations);
      else await realignTranslations(tx, id, before, after);
      for (const entry of projectEditEntries(before, after)) await recordActivityIn(tx, c, entry);
      const scheduled = scheduleEntry(before, after);
      if (scheduled) await recordActivityIn(tx, c, scheduled);
      return { updated: after };
    });
    if ('invalid' in result) return c.json(result.invalid, 400);
    if ('refused' in result && result.refused) return scheduleRefused(c, result.refused);
    republish(c, `project "${result.updated.slug}" updated`);
    return c.json(result.updated);
  })
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    // The translation rows go with the project (ON DELETE CASCADE), in the same transaction.
    const deleted = await c.var.db.transaction(async (tx) => {
      const [row] = await tx.delete(project).where(eq(project.id, id)).returning({ slug: project.slug, title: project.title });
      if (!row) return fail(404, (m) => m.projects.notFound);
      await recordActivityIn(tx, c, { action: 'project.deleted', target: row.title, targetId: id });
      return row;
    });
    republish(c, `project "${deleted.slug}" deleted`);
    return c.json({ message: messageFor(c, (m) => m.projects.deleted) });
  });
