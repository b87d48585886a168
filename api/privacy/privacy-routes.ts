import { Hono } from 'hono';
import { eraseSchemas } from '../../shared/schemas/erase.ts';
import { recordActivityIn } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { requireRole } from '../sessions/guards.ts';
import { validate } from '../validation.ts';
import { eraseEmailData } from './erase-email.ts';

/** A visitor's right to have their data deleted (Egypt's law 151/2020), from a message or a subscriber. */
export const adminPrivacyRoutes = new Hono<AppEnv>().use(requireRole(...ADMIN_AREAS.privacy)).post('/erase', validate('json', eraseSchemas), async (c) => {
  const { email } = c.req.valid('json');
  // One transaction: everything goes, and the log says so without the address, or nothing changes.
  const erased = await c.var.db.transaction(async (tx) => {
    const counts = await eraseEmailData(tx, email);
    await recordActivityIn(tx, c, { action: 'data.erased', details: counts });
    return counts;
  });
  // A testimonial that went may have been on the pages.
  if ((erased.testimonials ?? 0) > 0) c.var.publisher.contentChanged('testimonials erased with an email address');
  return c.json({ message: messageFor(c, (m) => m.privacy.erased), erased });
});
