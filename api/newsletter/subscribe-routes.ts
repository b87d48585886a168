import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_LANGS } from '../../shared/inbox.ts';
import { formGuardFields } from '../../shared/schemas/form-guard.ts';
import { eachLanguage } from '../../shared/schemas/per-language.ts';
import { subscribeSchemas } from '../../shared/schemas/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { looksLikeSpam } from '../leads/index.ts';
import { requestClient } from '../http/client-address.ts';
import { langOf } from '../middleware/language.ts';
import { validate } from '../validation.ts';
import { readNewsletterSettings } from './newsletter-settings.ts';
import { subscribe } from './subscription.ts';

const { website, stamp } = formGuardFields;
const subscribeBody = eachLanguage(subscribeSchemas, (schema) => schema.extend({ website, stamp, lang: z.enum(PAGE_LANGS).optional().catch(undefined) }));

/**
 * The footer's sign-up. `confirm` tells the form to ask for the emailed confirmation; with double opt-in every
 * address gets the same answer, so nobody learns whether one was already subscribed.
 */
export const subscribeRoutes = new Hono<AppEnv>().post('/', validate('json', subscribeBody), async (c) => {
  await c.get('limits').subscribe.consume(requestClient(c));
  const { website, stamp, lang, ...fields } = c.req.valid('json');
  const { db, config, limits } = c.var;
  const email = fields.email.toWellFormed();
  const doubleOptIn = Boolean(config.mail.smtpUrl) && (await readNewsletterSettings(db)).doubleOptIn;
  // A bot's subscription is answered like a success and not stored.
  if (await looksLikeSpam(db, { website, stamp })) return c.json({ email, confirm: doubleOptIn }, 201);
  // Past the address's limit the answer stays the same; only the email is not sent.
  const mayEmail =
    doubleOptIn &&
    (await limits.newsletterConfirmationsPerEmail.consume(email).then(
      () => true,
      () => false,
    ));
  const outcome = await subscribe(c.var, { email, lang: lang ?? langOf(c), doubleOptIn, mayEmail, now: new Date() });
  if (outcome === 'already') return fail(409, (m) => m.subscribe.alreadySubscribed);
  return c.json({ email, confirm: outcome === 'confirm-by-email' }, 201);
});
