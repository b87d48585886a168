import { Hono } from 'hono';
import { inboxSettingsSchemas } from '../../shared/schemas/inbox-settings.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { readInboxSettings, writeInboxSettings } from './inbox-settings.ts';
import { recipientsByLanguage } from './recipient-languages.ts';
import { testEmail } from './test-email.ts';
import { createMailer } from '../mail/mailer.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { validate } from '../validation.ts';

/** The settings page's "Notification emails" section. */
export const adminNotificationRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.officeSettings))
  .get('/', async (c) => {
    const { config } = c.var;
    return c.json({
      ...(await readInboxSettings(c.var.db, config.owner.email)),
      smtpConfigured: Boolean(config.mail.smtpUrl),
      mailFrom: config.mail.from,
    });
  })
  .put('/', validate('json', inboxSettingsSchemas), async (c) => {
    const settings = c.req.valid('json');
    await writeInboxSettings(c.var.db, settings);
    return c.json({ ...settings, smtpConfigured: Boolean(c.var.config.mail.smtpUrl), mailFrom: c.var.config.mail.from });
  })
  .post('/test', async (c) => {
    const { config } = c.var;
    if (!config.mail.smtpUrl) return fail(409, (m) => m.inbox.emailNotSetUp);
    const { notificationEmails } = await readInboxSettings(c.var.db, config.owner.email);
    if (notificationEmails.length === 0) return fail(400, (m) => m.inbox.noNotificationEmails);
    const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
    try {
      for (const { lang, to } of await recipientsByLanguage(c.var.db, notificationEmails)) await mailer.send(testEmail(to, config.siteUrl, lang));
    } catch (error) {
      // The mail server's own words are what the admin needs to fix the setup.
      return fail(502, (m) => m.inbox.testRefused(error instanceof Error ? error.message : String(error)));
    } finally {
      mailer.close();
    }
    return c.json({ message: messageFor(c, (m) => m.inbox.testSent(notificationEmails)) });
  });
