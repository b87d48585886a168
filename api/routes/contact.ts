import { Hono } from 'hono';
import { contactSchema } from '../../shared/schemas/contact.ts';
import type { AppEnv } from '../context.ts';
import { requestClient } from '../middleware/rate-limits.ts';
import { validate } from '../validation.ts';

export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactSchema), async (c) => {
  await c.var.limits.contact.consume(requestClient(c));
  return c.json(await c.var.writes.contact.insert(c.req.valid('json')), 201);
});
