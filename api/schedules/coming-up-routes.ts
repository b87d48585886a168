import { Hono } from 'hono';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { comingUpItemSchemas } from '../../shared/schemas/schedule.ts';
import { recordActivity } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { langOf } from '../middleware/language.ts';
import { issueName, sendIssueNow, unscheduleIssue } from '../newsletter/index.ts';
import { carryOutProjectNow, unscheduleProject } from '../projects/index.ts';
import { requireRole } from '../sessions/guards.ts';
import { publishScheduledContentNow, unscheduleDrafts } from '../site-content/index.ts';
import { validate } from '../validation.ts';
import { comingUp } from './coming-up.ts';

const notScheduled = () => fail(409, (m) => m.schedules.notScheduled);

/**
 * "Coming up" (`/api/admin/coming-up`): everything scheduled, with its time; each item published (or sent, or
 * taken down) now, or unscheduled. Each answers the list as it is after the change.
 */
export const adminComingUpRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.schedules))
  .get('/', async (c) => c.json({ items: await comingUp(c.var.db, langOf(c)) }))
  .post('/now', validate('json', comingUpItemSchemas), async (c) => {
    const item = c.req.valid('json');
    const { db, user } = c.var;
    if (item.kind === 'content') {
      const publish = await publishScheduledContentNow(db, { id: user.id, name: user.name }, item.sections);
      if (!publish) return notScheduled();
      c.var.publisher.contentChanged(`site content published (${publish.sections.join(', ')})`);
      await recordActivity(c, { action: 'content.published', targetId: publish.id, details: { sections: publish.sections } });
    } else if (item.kind === 'newsletter') {
      const sent = await sendIssueNow(db, item.id, c.var.clock(), Boolean(c.var.config.mail.smtpUrl));
      if ('message' in sent) return fail(sent.status, sent.message);
      await recordActivity(c, { action: 'newsletter.sent', target: issueName(sent.queued), targetId: item.id, details: { recipients: sent.queued.recipients } });
    } else {
      const live = item.kind === 'project-live';
      const row = await carryOutProjectNow(db, item.id, live ? 'publish' : 'unpublish');
      if (!row) return notScheduled();
      c.var.publisher.contentChanged(`project "${row.slug}" ${live ? 'published' : 'taken down'} from Coming up`);
      await recordActivity(c, { action: live ? 'project.published' : 'project.drafted', target: row.title, targetId: row.id });
    }
    return c.json({ items: await comingUp(db, langOf(c)) });
  })
  .post('/unschedule', validate('json', comingUpItemSchemas), async (c) => {
    const item = c.req.valid('json');
    const { db } = c.var;
    if (item.kind === 'content') {
      const sections = await unscheduleDrafts(db, item.sections);
      if (sections.length === 0) return notScheduled();
      await recordActivity(c, { action: 'content.unscheduled', details: { sections } });
    } else if (item.kind === 'newsletter') {
      const issue = await unscheduleIssue(db, item.id, c.var.clock());
      if (!issue) return notScheduled();
      await recordActivity(c, { action: 'newsletter.unscheduled', target: issueName(issue), targetId: issue.id });
    } else {
      const row = await unscheduleProject(db, item.id, item.kind === 'project-live' ? 'publish' : 'unpublish');
      if (!row) return notScheduled();
      await recordActivity(c, { action: 'project.unscheduled', target: row.title, targetId: row.id });
    }
    return c.json({ items: await comingUp(db, langOf(c)) });
  });
