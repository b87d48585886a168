import { Hono } from 'hono';
import { formGuardFields } from '../../shared/schemas/form-guard.ts';
import { eachLanguage } from '../../shared/schemas/per-language.ts';
import { subscribeSchemas } from '../../shared/schemas/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { looksLikeSpam } from './form-stamp.ts';
import { requestClient } from '../http/client-address.ts';
import { validate } from '../validation.ts';

const { website, stamp } = formGuardFields;
const subscribeBody = eachLanguage(subscribeSchemas, (schema) => schema.extend({ website, stamp }));

export const subscribeRoutes = new Hono<AppEnv>().post('/', validate('json', subscribeBody), async (c) => {
  await c.get('limits').subscribe.consume(requestClient(c));
  const { website, stamp, ...fields } = c.req.valid('json');
  // A bot's subscription is answered like a success and not stored.
  if (await looksLikeSpam(c.get('db'), { website, stamp })) return c.json({ id: 0, email: fields.email, createdAt: new Date().toISOString() }, 201);
  const stored = await c.get('writes').subscribe(fields);
  if (!stored) return fail(409, (m) => m.subscribe.alreadySubscribed);
  return c.json(stored, 201);
});
