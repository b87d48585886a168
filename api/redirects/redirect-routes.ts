import { eq, ne } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { redirect, type Redirect } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { redirectSchemas } from '../../shared/schemas/redirect.ts';
import { recordActivityIn } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import type { Redirects } from './redirects.ts';

type RedirectsEnv = AppEnv & { Variables: { redirects: Redirects } };
import { fail } from '../errors.ts';
import { messageFor } from '../middleware/language.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { requireRole } from '../sessions/guards.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { missingPages } from './missing-pages.ts';
import { listRedirects, wouldLoop } from './redirect-store.ts';

/** A redirect as the office's list shows it: the visits counted in this process and not yet stored included. */
const redirectView = <E extends RedirectsEnv>(c: Context<E>, row: Redirect) => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  createdAt: row.createdAt,
  hits: row.hits + (c.var.redirects.pendingHits().get(row.id) ?? 0),
  /** Kept by itself when a project was renamed (it follows the project's next renames until edited by hand). */
  renamedProject: row.projectId !== null,
});

/**
 * The rules a redirect must keep beside the others: it starts where no page of the site answers, and it
 * never brings a visitor back where they started. `id` is the redirect being edited, if any.
 */
const checkRedirect = async <E extends RedirectsEnv>(c: Context<E>, { from, to }: { from: string; to: string }, id: number | null) => {
  if (await c.var.redirects.pageAnswers(from)) return fail(400, (m) => m.redirects.pageExists(from));
  const others = await c.var.db
    .select({ id: redirect.id, fromPath: redirect.fromPath, toPath: redirect.toPath })
    .from(redirect)
    .where(id === null ? undefined : ne(redirect.id, id));
  if (wouldLoop(others, from, to)) return fail(400, (m) => m.redirects.loop(from));
};

/** A redirect whose starting path another already has is a 409. */
const guardFrom = async <T>(from: string, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, (m) => m.redirects.fromTaken(from));
    throw error;
  }
};

/** The build writes the redirects into `_redirects`, and the site's own answers must read them again. */
const republish = <E extends AppEnv>(c: Context<E>, reason: string) => c.var.publisher.contentChanged(reason);

export const adminRedirectRoutes = new Hono<RedirectsEnv>()
  .use(requireRole(...ADMIN_AREAS.redirects))
  .get('/', async (c) => c.json((await listRedirects(c.var.db)).map((row) => redirectView(c, row))))
  // Before '/:id'.
  .get('/missing', async (c) => c.json(await missingPages(c.var.db, c.var.redirects.pageAnswers)))
  .post('/', validate('json', redirectSchemas), async (c) => {
    const body = c.req.valid('json');
    await checkRedirect(c, body, null);
    const row = await guardFrom(body.from, () =>
      c.var.db.transaction(async (tx) => {
        const [created] = await tx.insert(redirect).values({ fromPath: body.from, toPath: body.to }).returning();
        if (!created) throw new Error('The new redirect was not returned by the database.');
        await recordActivityIn(tx, c, { action: 'redirect.created', target: created.fromPath, targetId: created.id, details: { to: created.toPath } });
        return created;
      }),
    );
    republish(c, `redirect from ${row.fromPath} added`);
    return c.json(redirectView(c, row), 201);
  })
  .put('/:id', validate('param', idParamSchemas), validate('json', redirectSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await checkRedirect(c, body, id);
    const row = await guardFrom(body.from, () =>
      c.var.db.transaction(async (tx) => {
        // Edited by hand, it is the office's own: a later rename of the project no longer moves it.
        const [updated] = await tx.update(redirect).set({ fromPath: body.from, toPath: body.to, projectId: null }).where(eq(redirect.id, id)).returning();
        if (!updated) return fail(404, (m) => m.redirects.notFound);
        await recordActivityIn(tx, c, { action: 'redirect.edited', target: updated.fromPath, targetId: id, details: { to: updated.toPath } });
        return updated;
      }),
    );
    republish(c, `redirect from ${row.fromPath} edited`);
    return c.json(redirectView(c, row));
  })
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const row = await c.var.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(redirect).where(eq(redirect.id, id)).returning();
      if (!deleted) return fail(404, (m) => m.redirects.notFound);
      await recordActivityIn(tx, c, { action: 'redirect.deleted', target: deleted.fromPath, targetId: id, details: { to: deleted.toPath } });
      return deleted;
    });
    republish(c, `redirect from ${row.fromPath} removed`);
    return c.json({ message: messageFor(c, (m) => m.redirects.deleted) });
  });
