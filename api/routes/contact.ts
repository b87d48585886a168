import { Hono } from 'hono';
import { contactMessage } from '../../db/schema.ts';
import { contactSchema } from '../../shared/schemas/contact.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress, enforceLimit } from '../middleware/rate-limits.ts';
import { validate } from '../validation.ts';

export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactSchema), async (c) => {
  enforceLimit(c.var.limits.contact, clientAddress(c, c.var.config.trustProxy));
  const [stored] = await c.var.db.insert(contactMessage).values(c.req.valid('json')).returning();
  return c.json(stored!, 201);
});
