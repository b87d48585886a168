import { Hono } from 'hono';
import { subscribeMessages } from '../../shared/messages/subscribe.ts';
import { subscribeSchema } from '../../shared/schemas/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../middleware/rate-limits.ts';
import { validate } from '../validation.ts';

export const subscribeRoutes = new Hono<AppEnv>().post('/', validate('json', subscribeSchema), async (c) => {
  await c.var.limits.subscribe.consume(requestClient(c));
  const stored = await c.var.writes.subscribe.insert(c.req.valid('json'));
  if (!stored) return fail(409, subscribeMessages.alreadySubscribed);
  return c.json(stored, 201);
});
