import { Hono } from 'hono';
import { publishedProjectBySlug } from '../../db/published-projects.ts';
import { readPublishedSection } from '../../db/stored-site-content.ts';
import { ATTACHMENT_LIMITS } from '../../shared/leads.ts';
import type { Message } from '../../shared/messages/api-messages.ts';
import { contactSchemasWith } from '../../shared/schemas/contact.ts';
import { formGuardFields } from '../../shared/schemas/form-guard.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { AttachmentRefused, checkWaitingAttachments, keepAttachment } from './attachments.ts';
import { formBodyLimit, formFile, isMultipartForm } from '../uploads/index.ts';
import { validate } from '../validation.ts';
import { judgeSubmission } from './form-stamp.ts';
import { pageLang } from './page-lang.ts';
import { storeContact } from './store-contact.ts';
import { emailQueueingOf } from './queue-emails.ts';

const contactBody = contactSchemasWith(formGuardFields);

const MEGABYTE = 1024 * 1024;
const TOO_LARGE: Message = (m) => m.leads.attachmentsTooLarge(ATTACHMENT_LIMITS.totalBytes / MEGABYTE);

/**
 * `POST /api/contact`: the spec's five fields make a message; the project enquiry, the visit's source and the
 * attachments are optional and checked (a band, a project or a file that is not there is a 400, and nothing
 * is stored). Spam is answered exactly like a real message (so bots learn nothing) and kept under "Spam".
 */
export const contactRoutes = new Hono<AppEnv>()
  .post('/', validate('json', contactBody), async (c) => {
    await c.get('limits').contact.consume(requestClient(c));
    const { website, stamp, lang, project: slug, attachments = [], ...fields } = c.req.valid('json');
    const db = c.get('db');
    // Only what the visitor chose is looked up: a message of the spec's five fields reads nothing more.
    const project = slug ? await publishedProjectBySlug(db, slug) : null;
    if (slug && !project) return fail(400, (m) => m.leads.projectUnknown);
    if (fields.budget && !(await readPublishedSection(db, 'contact')).enquiry.budgets.some((band) => band.id === fields.budget)) {
      return fail(400, (m) => m.leads.budgetInvalid);
    }
    const waiting = attachments.length > 0 ? await checkWaitingAttachments(db, attachments) : 'ok';
    if (waiting === 'not found') return fail(400, (m) => m.leads.attachmentNotFound);
    if (waiting === 'too large') return fail(400, TOO_LARGE);
    const guard = await judgeSubmission(db, { website, stamp });
    const stored = await storeContact(c.var, emailQueueingOf(c.var.config), {
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      subject: fields.subject,
      message: fields.message,
      status: guard.spam ? 'Spam' : 'New',
      lang: pageLang(lang, c.req.header('Accept-Language')),
      projectType: fields.projectType ?? null,
      location: fields.location ?? null,
      area: fields.area ?? null,
      budget: fields.budget ?? null,
      timeline: fields.timeline ?? null,
      preferredContact: fields.preferredContact ?? null,
      projectId: project?.id ?? null,
      landingPage: fields.landingPage ?? null,
      referrer: fields.referrer ?? null,
      utmSource: fields.utmSource ?? null,
      utmMedium: fields.utmMedium ?? null,
      utmCampaign: fields.utmCampaign ?? null,
      clickId: fields.clickId ?? null,
      attachments,
      fairStamp: guard.fairStamp,
    });
    const { id, name, email, phone, subject, message, createdAt } = stored;
    return c.json({ id, name, email, phone, subject, message, createdAt }, 201);
  })
  /**
   * A file for the message being written (field `file`): kept privately until the message is sent, which
   * names it by the id answered here. Per-client limits count megabytes; the store has caps of its own.
   */
  .post(
    '/attachments',
    async (c, next) => {
      if (!isMultipartForm(c)) return fail(415, (m) => m.leads.attachmentMissing);
      await next();
    },
    formBodyLimit(ATTACHMENT_LIMITS.totalBytes, TOO_LARGE),
    async (c) => {
      const file = await formFile(c, 'file', { unreadable: (m) => m.leads.attachmentMissing, missing: (m) => m.leads.attachmentMissing });
      if (file.size > ATTACHMENT_LIMITS.totalBytes) return fail(413, TOO_LARGE);
      await c.var.limits.attachmentMegabytes.consume(requestClient(c), Math.max(1, Math.ceil(file.size / MEGABYTE)));
      try {
        return c.json(await keepAttachment(c.var.db, { name: file.name, data: Buffer.from(await file.arrayBuffer()) }), 201);
      } catch (error) {
        if (!(error instanceof AttachmentRefused)) throw error;
        if (error.reason === 'unsupported') return fail(415, (m) => m.leads.attachmentUnsupported);
        if (error.reason === 'too large') return fail(413, TOO_LARGE);
        return fail(413, (m) => m.leads.attachmentsFull);
      }
    },
  );
