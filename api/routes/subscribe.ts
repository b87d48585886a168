import { Hono } from 'hono';
import { subscribeMessages } from '../../shared/messages/subscribe.ts';
import { subscribeSchema } from '../../shared/schemas/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { clientAddress, enforceLimit } from '../middleware/rate-limits.ts';
import { validate } from '../validation.ts';

export const subscribeRoutes = new Hono<AppEnv>().post('/', validate('json', subscribeSchema), async (c) => {
  enforceLimit(c.var.limits.subscribe, clientAddress(c, c.var.config.trustProxy));
  const stored = await c.var.writes.subscribe.insert(c.req.valid('json'));
  if (!stored) return fail(409, subscribeMessages.alreadySubscribed);
  return c.json(stored, 201);
});
