import { Hono } from 'hono';
import { z } from 'zod';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../sessions/guards.ts';
import { validate } from '../validation.ts';
import { readNewsletterSettings, writeNewsletterSettings } from './newsletter-settings.ts';

const settingsSchemas = perLanguage((m) => z.object({ doubleOptIn: z.boolean({ error: m.subscribe.doubleOptInNotBoolean }) }));

/**
 * Settings → Newsletter: double opt-in. `doubleOptInInEffect` is what subscribing does now: without SMTP_URL no
 * confirmation can be sent, so subscribers are confirmed at once whatever the switch says.
 */
export const adminNewsletterSettingsRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.officeSettings))
  .get('/', async (c) => {
    const settings = await readNewsletterSettings(c.var.db);
    const smtpConfigured = Boolean(c.var.config.mail.smtpUrl);
    return c.json({ ...settings, smtpConfigured, doubleOptInInEffect: smtpConfigured && settings.doubleOptIn });
  })
  .put('/', validate('json', settingsSchemas), async (c) => {
    const settings = c.req.valid('json');
    await writeNewsletterSettings(c.var.db, settings);
    const smtpConfigured = Boolean(c.var.config.mail.smtpUrl);
    return c.json({ ...settings, smtpConfigured, doubleOptInInEffect: smtpConfigured && settings.doubleOptIn });
  });
