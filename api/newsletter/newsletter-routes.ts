import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { newsletter } from '../../db/schema.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { newsletterSchemas, sendNewsletterSchemas } from '../../shared/schemas/newsletter.ts';
import { recordActivity } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import { fail, validationErrorBody } from '../errors.ts';
import { createMailer } from '../mail/mailer.ts';
import { langOf, messageFor } from '../middleware/language.ts';
import { requireRole } from '../sessions/guards.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { countsOf, issueView, nameOf, sendIssueNow, sendProblem, testEmails, unknownProjects } from './issues.ts';

const columnsOf = (input: { subject: { en: string; ar: string }; body: { en: string; ar: string }; projectIds: number[] }) => ({
  subjectEn: input.subject.en,
  subjectAr: input.subject.ar,
  bodyEn: input.body.en,
  bodyAr: input.body.ar,
  projectIds: input.projectIds,
});

/**
 * The admin's newsletter issues (`/api/admin/newsletters`). A sent issue, or one being sent, is no longer
 * changed or deleted; sending queues one email per confirmed subscriber in the outbox, which paces them.
 */
export const adminNewsletterRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.newsletter))
  .get('/', async (c) => {
    const issues = await c.var.db.select().from(newsletter).orderBy(desc(newsletter.id));
    const counts = await countsOf(c.var.db, issues);
    return c.json(issues.map((issue) => issueView(issue, counts.get(issue.id))));
  })
  .post('/', validate('json', newsletterSchemas), async (c) => {
    const input = c.req.valid('json');
    if ((await unknownProjects(c.var.db, input.projectIds)).length > 0) return fail(400, (m) => m.newsletters.unknownProject);
    const [created] = await c.var.db.insert(newsletter).values(columnsOf(input)).returning();
    return c.json(issueView(created as NonNullable<typeof created>, undefined), 201);
  })
  .get('/:id', validate('param', idParamSchemas), async (c) => {
    const [issue] = await c.var.db
      .select()
      .from(newsletter)
      .where(eq(newsletter.id, c.req.valid('param').id));
    if (!issue) return fail(404, (m) => m.newsletters.notFound);
    return c.json(issueView(issue, (await countsOf(c.var.db, [issue])).get(issue.id)));
  })
  .put('/:id', validate('param', idParamSchemas), validate('json', newsletterSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const [issue] = await c.var.db.select().from(newsletter).where(eq(newsletter.id, id));
    if (!issue) return fail(404, (m) => m.newsletters.notFound);
    if (issue.status === 'sent') return fail(409, (m) => m.newsletters.alreadySent);
    if (issue.status === 'sending') return fail(409, (m) => m.newsletters.sending);
    if ((await unknownProjects(c.var.db, input.projectIds)).length > 0) return fail(400, (m) => m.newsletters.unknownProject);
    // Conditional: an issue a scheduler queued meanwhile is not changed under it.
    const [updated] = await c.var.db
      .update(newsletter)
      .set({ ...columnsOf(input), updatedAt: new Date().toISOString() })
      .where(and(eq(newsletter.id, id), inArray(newsletter.status, ['draft', 'scheduled'])))
      .returning();
    if (!updated) return fail(409, (m) => m.newsletters.sending);
    if (updated.status === 'scheduled' && sendProblem(updated)) {
      // A scheduled issue emptied of its text goes back to being a draft rather than failing at its time.
      await c.var.db.update(newsletter).set({ status: 'draft', scheduledAt: null }).where(eq(newsletter.id, id));
      updated.status = 'draft';
      updated.scheduledAt = null;
    }
    return c.json(issueView(updated, (await countsOf(c.var.db, [updated])).get(id)));
  })
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const [issue] = await c.var.db.select().from(newsletter).where(eq(newsletter.id, id));
    if (!issue) return fail(404, (m) => m.newsletters.notFound);
    if (issue.status === 'sent') return fail(409, (m) => m.newsletters.alreadySent);
    if (issue.status === 'sending') return fail(409, (m) => m.newsletters.sending);
    const [deleted] = await c.var.db
      .delete(newsletter)
      .where(and(eq(newsletter.id, id), inArray(newsletter.status, ['draft', 'scheduled'])))
      .returning();
    if (!deleted) return fail(409, (m) => m.newsletters.sending);
    await recordActivity(c, { action: 'newsletter.deleted', target: nameOf(deleted), targetId: id });
    return c.json({ message: messageFor(c, (m) => m.newsletters.deleted) });
  })
  .post('/:id/test', validate('param', idParamSchemas), async (c) => {
    const { config, db } = c.var;
    const user = c.var.user;
    if (!config.mail.smtpUrl) return fail(409, (m) => m.newsletters.emailNotSetUp);
    const [issue] = await db
      .select()
      .from(newsletter)
      .where(eq(newsletter.id, c.req.valid('param').id));
    if (!issue) return fail(404, (m) => m.newsletters.notFound);
    const problem = sendProblem(issue);
    if (problem) return fail(400, problem);
    if (!user) return fail(401, (m) => m.auth.signInToContinue);
    // Sent at once, not through the outbox, so the office sees the mail server's own words when it refuses.
    const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
    try {
      for (const mail of await testEmails(db, issue, user.email, config.siteUrl)) await mailer.send(mail);
    } catch (error) {
      return fail(502, (m) => m.newsletters.testRefused(error instanceof Error ? error.message : String(error)));
    } finally {
      mailer.close();
    }
    return c.json({ message: messageFor(c, (m) => m.newsletters.testSent(user.email)) });
  })
  .post('/:id/send', validate('param', idParamSchemas), async (c) => {
    const { config, db } = c.var;
    const { id } = c.req.valid('param');
    // The body is optional: no body sends now.
    const raw = await c.req.text();
    let body: unknown = {};
    try {
      body = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      return fail(400, (m) => m.requests.invalidRequest);
    }
    const parsed = sendNewsletterSchemas[langOf(c)].safeParse(body);
    if (!parsed.success) return c.json(validationErrorBody(c, parsed.error), 400);
    if (!config.mail.smtpUrl) return fail(409, (m) => m.newsletters.emailNotSetUp);
    const [issue] = await db.select().from(newsletter).where(eq(newsletter.id, id));
    if (!issue) return fail(404, (m) => m.newsletters.notFound);
    if (issue.status === 'sent') return fail(409, (m) => m.newsletters.alreadySent);
    if (issue.status === 'sending') return fail(409, (m) => m.newsletters.sending);
    const problem = sendProblem(issue);
    if (problem) return fail(400, problem);
    const now = new Date();
    if (parsed.data.at !== undefined) {
      const at = new Date(parsed.data.at);
      if (at.getTime() <= now.getTime()) return fail(400, (m) => m.newsletters.atInPast);
      const [scheduled] = await db
        .update(newsletter)
        .set({ status: 'scheduled', scheduledAt: at.toISOString(), updatedAt: now.toISOString() })
        .where(and(eq(newsletter.id, id), inArray(newsletter.status, ['draft', 'scheduled'])))
        .returning();
      if (!scheduled) return fail(409, (m) => m.newsletters.sending);
      await recordActivity(c, { action: 'newsletter.scheduled', target: nameOf(scheduled), targetId: id, details: { at: scheduled.scheduledAt } });
      return c.json(issueView(scheduled, undefined));
    }
    const sent = await sendIssueNow(db, id, now, true);
    if ('message' in sent) return fail(sent.status, sent.message);
    const { queued } = sent;
    await recordActivity(c, { action: 'newsletter.sent', target: nameOf(queued), targetId: id, details: { recipients: queued.recipients } });
    return c.json(issueView(queued, (await countsOf(db, [queued])).get(id)));
  });
