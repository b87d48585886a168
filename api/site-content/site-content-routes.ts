import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { siteContentSaveSchemas } from '../../shared/schemas/site-content-save.ts';
import { SITE_CONTENT_SECTIONS, siteContentSchemas } from '../../shared/site-content/sections.ts';
import { recordActivity } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail, validationErrorBody } from '../errors.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { readHistory } from './content-history.ts';
import { discardDrafts } from './discard-drafts.ts';
import { publishContent, scheduleDrafts } from './publish-content.ts';
import { contentScheduleSchemas } from '../../shared/schemas/schedule.ts';
import { readSiteContentState } from './read-sections.ts';
import { restorePublish } from './restore-publish.ts';
import { saveDraft } from './save-draft.ts';
import { idParamSchemas, validate } from '../validation.ts';

const sectionParamSchema = z.object({ section: z.enum(SITE_CONTENT_SECTIONS) });

/** Before the body is read: an unknown section is 404 whatever was sent. */
const knownSection = zValidator('param', sectionParamSchema, (result, c) => {
  if (!result.success) return c.json({ message: messageFor(c, (m) => m.siteContent.unknownSection) }, 404);
});

/** The office's texts and facts of the public site: drafts, publish, discard, history and restore. */
export const adminSiteContentRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.siteContent))
  .get('/', async (c) => c.json(await readSiteContentState(c.var.db)))
  .get('/history', async (c) => c.json(await readHistory(c.var.db)))
  .post('/publish', async (c) => {
    const user = c.var.user;
    const publish = await publishContent(c.var.db, { id: user.id, name: user.name });
    if (!publish) return fail(400, (m) => m.siteContent.nothingToPublish);
    c.var.publisher.contentChanged(`site content published (${publish.sections.join(', ')})`);
    await recordActivity(c, { action: 'content.published', targetId: publish.id, details: { sections: publish.sections } });
    return c.json({ publish });
  })
  // The chosen sections' drafts go live by themselves at `at` (api/schedules runs them); "Coming up" lists them.
  .post('/schedule', validate('json', contentScheduleSchemas), async (c) => {
    const { sections, at } = c.req.valid('json');
    if (Date.parse(at) <= c.var.clock().getTime()) return fail(400, (m) => m.schedules.inPast);
    const state = await readSiteContentState(c.var.db);
    const bare = sections.find((section) => state.sections[section].draft === null);
    if (bare) return fail(400, (m) => m.schedules.noDraft(m.siteContent.sections[bare]));
    const scheduled = await scheduleDrafts(c.var.db, sections, at);
    if (!scheduled) return fail(409, (m) => m.siteContent.conflict);
    await recordActivity(c, { action: 'content.scheduled', details: { sections: scheduled, at } });
    return c.json(await readSiteContentState(c.var.db));
  })
  .post('/discard', async (c) => {
    const discarded = await discardDrafts(c.var.db, c.var.user.id);
    if (discarded.length > 0) await recordActivity(c, { action: 'content.discarded', details: { sections: discarded.map((row) => row.section) } });
    return c.json(await readSiteContentState(c.var.db));
  })
  .post('/history/:id/restore', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const restored = await restorePublish(c.var.db, { id, userId: c.var.user.id });
    if (!restored) return fail(404, (m) => m.siteContent.versionNotFound);
    await recordActivity(c, { action: 'content.restored', targetId: id, details: restored });
    return c.json(await readSiteContentState(c.var.db));
  })
  .put('/:section', knownSection, validate('json', siteContentSaveSchemas), async (c) => {
    const { section } = c.req.valid('param');
    const body = c.req.valid('json');
    const parsed = siteContentSchemas[section].safeParse(body.content);
    if (!parsed.success) {
      const error = validationErrorBody(c, parsed.error);
      return c.json({ ...error, issues: error.issues?.map((issue) => ({ ...issue, path: issue.path ? `content.${issue.path}` : 'content' })) }, 400);
    }
    const saved = await saveDraft(c.var.db, { section, version: body.version, content: parsed.data, userId: c.var.user.id, keepSchedule: body.keepSchedule });
    if (!saved) return fail(404, (m) => m.siteContent.unknownSection);
    if (saved === 'conflict') return fail(409, (m) => m.siteContent.conflict);
    return c.json(saved);
  });
