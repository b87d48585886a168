import { Hono } from 'hono';
import { subscribeMessages } from '../../shared/messages/subscribe.ts';
import { formGuardFields } from '../../shared/schemas/form-guard.ts';
import { subscribeSchema } from '../../shared/schemas/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { looksLikeSpam } from './form-stamp.ts';
import { requestClient } from '../http/client-address.ts';
import { validate } from '../validation.ts';
import { sendCreated } from '../http/compressed-json.ts';

const { website, stamp } = formGuardFields;

export const subscribeRoutes = new Hono<AppEnv>().post('/', validate('json', subscribeSchema.extend({ website, stamp })), async (c) => {
  await c.get('limits').subscribe.consume(requestClient(c));
  const { website, stamp, ...fields } = c.req.valid('json');
  // A bot's subscription is answered like a success and not stored.
  if (await looksLikeSpam(c.get('db'), { website, stamp })) return c.json({ id: 0, email: fields.email, createdAt: new Date().toISOString() }, 201);
  const stored = await c.get('writes').subscribe.insert(fields);
  if (!stored) return fail(409, subscribeMessages.alreadySubscribed);
  return sendCreated(c, stored);
});
