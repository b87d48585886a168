import { Hono } from 'hono';
import { contactSchema } from '../../shared/schemas/contact.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress, enforceLimit } from '../middleware/rate-limits.ts';
import { validate } from '../validation.ts';

export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactSchema), async (c) => {
  enforceLimit(c.var.limits.contact, clientAddress(c, c.var.config.trustProxy));
  return c.json(await c.var.writes.contact.insert(c.req.valid('json')), 201);
});
