import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { outbox, testimonial, testimonialRequest, type Testimonial } from '../../db/schema.ts';
import { testimonialsInOrder } from '../../db/testimonials.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { reviewRequestSchemas, testimonialChangeSchemas, testimonialOrderSchemas, testimonialSchemas } from '../../shared/schemas/testimonial.ts';
import { type ActivityEntry, recordActivityIn } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { messageFor } from '../middleware/language.ts';
import { requireRole } from '../sessions/guards.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { createRequest, listRequests, nextPosition, projectExists, requestView, reviewUrl, testimonialView } from './testimonial-store.ts';

/** A testimonial's project must exist; none is fine. */
const checkProject = async (db: AppEnv['Variables']['db'], projectId: number | null | undefined) => {
  if (projectId != null && !(await projectExists(db, projectId))) return fail(400, (m) => m.testimonials.projectNotFound);
};

const EDITABLE_FIELDS = ['quoteEn', 'quoteAr', 'name', 'role', 'company', 'projectId', 'photo', 'date'] as const;

/** What an edit did, for the log: approved or hidden, and the other fields it changed (none when it saved the same). */
const editEntries = (before: Testimonial, after: Testimonial): ActivityEntry[] => {
  const target = { target: after.name, targetId: after.id };
  const fields: string[] = EDITABLE_FIELDS.filter((field) => before[field] !== after[field]);
  const entries: ActivityEntry[] = [];
  if (before.status !== after.status && after.status !== 'pending')
    entries.push({ action: after.status === 'approved' ? 'testimonial.approved' : 'testimonial.hidden', ...target });
  else if (before.status !== after.status) fields.push('status');
  if (fields.length > 0) entries.push({ action: 'testimonial.edited', ...target, details: { fields } });
  return entries;
};

/**
 * The office's testimonials (`/api/admin/testimonials`): list, add by hand, edit (translate, approve, hide), order and
 * delete; and the one-time review links (`/requests`) a client sends a testimonial with. Every change that may show
 * on the pages tells the publisher.
 */
export const adminTestimonialRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.testimonials))
  .get('/', async (c) => c.json((await testimonialsInOrder(c.var.db)).map(testimonialView)))
  .post('/', validate('json', testimonialSchemas), async (c) => {
    const body = c.req.valid('json');
    const db = c.var.db;
    await checkProject(db, body.projectId);
    const now = c.var.clock().toISOString();
    const position = await nextPosition(db);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(testimonial)
        .values({
          quoteEn: body.quote.en,
          quoteAr: body.quote.ar,
          name: body.name,
          role: body.role,
          company: body.company,
          projectId: body.projectId,
          photo: body.photo,
          date: body.date,
          consent: true,
          status: body.status,
          position,
          lang: body.quote.en === '' ? 'ar' : 'en',
          source: 'office',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('The new testimonial was not returned by the database.');
      await recordActivityIn(tx, c, { action: 'testimonial.added', target: created.name, targetId: created.id, details: { status: created.status } });
      return created;
    });
    c.var.publisher.contentChanged(`testimonial from ${row.name} added`);
    return c.json(testimonialView(row), 201);
  })
  // Before '/:id'.
  .put('/order', validate('json', testimonialOrderSchemas), async (c) => {
    const { ids } = c.req.valid('json');
    const db = c.var.db;
    const current = await testimonialsInOrder(db);
    const known = new Set(current.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) return fail(400, (m) => m.testimonials.orderInvalid);
    // Testimonials the list leaves out (sent meanwhile) keep their order after it.
    const listed = new Set(ids);
    const order = [...ids, ...current.filter((row) => !listed.has(row.id)).map((row) => row.id)];
    const [first, ...rest] = order.map((id, index) =>
      db
        .update(testimonial)
        .set({ position: index + 1 })
        .where(eq(testimonial.id, id)),
    );
    const firstName = current.find((row) => row.id === order[0])?.name ?? null;
    if (first) await db.batch([first, ...rest, recordActivityIn(db, c, { action: 'testimonials.reordered', target: firstName })]);
    c.var.publisher.contentChanged('testimonials reordered');
    return c.json((await testimonialsInOrder(db)).map(testimonialView));
  })
  .put('/:id', validate('param', idParamSchemas), validate('json', testimonialChangeSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.var.db;
    await checkProject(db, body.projectId);
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(testimonial).where(eq(testimonial.id, id));
      if (!before) return null;
      const [after] = await tx
        .update(testimonial)
        .set({
          ...(body.quote && { quoteEn: body.quote.en, quoteAr: body.quote.ar }),
          ...(body.name !== undefined && { name: body.name }),
          ...(body.role !== undefined && { role: body.role }),
          ...(body.company !== undefined && { company: body.company }),
          ...(body.projectId !== undefined && { projectId: body.projectId }),
          ...(body.photo !== undefined && { photo: body.photo }),
          ...(body.date !== undefined && { date: body.date }),
          ...(body.status !== undefined && { status: body.status }),
          updatedAt: c.var.clock().toISOString(),
        })
        .where(eq(testimonial.id, id))
        .returning();
      if (!after) return null;
      for (const entry of editEntries(before, after)) await recordActivityIn(tx, c, entry);
      return after;
    });
    if (!updated) return fail(404, (m) => m.testimonials.notFound);
    c.var.publisher.contentChanged(`testimonial from ${updated.name} edited`);
    return c.json(testimonialView(updated));
  })
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await c.var.db.transaction(async (tx) => {
      const [row] = await tx.delete(testimonial).where(eq(testimonial.id, id)).returning();
      if (row) await recordActivityIn(tx, c, { action: 'testimonial.deleted', target: row.name, targetId: row.id });
      return row;
    });
    if (!deleted) return fail(404, (m) => m.testimonials.notFound);
    c.var.publisher.contentChanged(`testimonial from ${deleted.name} removed`);
    return c.json({ message: messageFor(c, (m) => m.testimonials.deleted) });
  })
  .get('/requests', async (c) => {
    const now = c.var.clock();
    return c.json({
      mailEnabled: Boolean(c.var.config.mail.smtpUrl),
      requests: (await listRequests(c.var.db)).map((row) => requestView(row, c.var.config.siteUrl, now)),
    });
  })
  .post('/requests', validate('json', reviewRequestSchemas), async (c) => {
    const body = c.req.valid('json');
    await checkProject(c.var.db, body.projectId);
    const now = c.var.clock();
    const row = await createRequest(c.var.db, body, now, (tx, created) =>
      recordActivityIn(tx, c, { action: 'testimonial.requested', target: created.name, targetId: created.id, details: { lang: created.lang } }),
    );
    const view = requestView(row, c.var.config.siteUrl, now);
    return c.json({ ...view, url: reviewUrl(c.var.config.siteUrl, row), mailEnabled: Boolean(c.var.config.mail.smtpUrl) }, 201);
  })
  .post('/requests/:id/email', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.var.db;
    if (!c.var.config.mail.smtpUrl) return fail(409, (m) => m.testimonials.mailOff);
    const [row] = await db.select().from(testimonialRequest).where(eq(testimonialRequest.id, id));
    if (!row) return fail(404, (m) => m.testimonials.requestNotFound);
    if (requestView(row, c.var.config.siteUrl, c.var.clock()).state !== 'open') return fail(409, (m) => m.testimonials.requestUsed);
    if (!row.email) return fail(400, (m) => m.testimonials.requestNoEmail);
    await db.insert(outbox).values({ kind: 'testimonial-request', testimonialRequestId: row.id, recipients: row.email, lang: row.lang });
    return c.json({ message: messageFor(c, (m) => m.testimonials.emailQueued) }, 202);
  })
  .delete('/requests/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await c.var.db
      .delete(testimonialRequest)
      .where(inArray(testimonialRequest.id, [id]))
      .returning();
    if (deleted.length === 0) return fail(404, (m) => m.testimonials.requestNotFound);
    return c.json({ message: messageFor(c, (m) => m.testimonials.requestDeleted) });
  });
