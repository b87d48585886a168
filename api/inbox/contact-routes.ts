import { Hono } from 'hono';
import { contactSchemas } from '../../shared/schemas/contact.ts';
import { formGuardFields } from '../../shared/schemas/form-guard.ts';
import { eachLanguage } from '../../shared/schemas/per-language.ts';
import type { AppEnv } from '../context.ts';
import { looksLikeSpam } from './form-stamp.ts';
import { pageLang } from './page-lang.ts';
import { requestClient } from '../http/client-address.ts';
import { validate } from '../validation.ts';
import { sendCreated } from '../http/compressed-json.ts';

const contactBody = eachLanguage(contactSchemas, (schema) => schema.extend(formGuardFields));

/** Spam is answered exactly like a real message (so bots learn nothing) and kept under "Spam". */
export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactBody), async (c) => {
  await c.get('limits').contact.consume(requestClient(c));
  const { website, stamp, lang, ...fields } = c.req.valid('json');
  const spam = await looksLikeSpam(c.get('db'), { website, stamp });
  const stored = await c.get('writes').contact.insert({
    ...fields,
    status: spam ? 'Spam' : 'New',
    lang: pageLang(lang, c.req.header('Accept-Language')),
  });
  const { id, name, email, phone, subject, message, createdAt } = stored;
  return sendCreated(c, { id, name, email, phone, subject, message, createdAt });
});
