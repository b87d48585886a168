import { Hono } from 'hono';
import { subscribeEmail } from '../../db/schema.ts';
import { formGuardFields } from '../../shared/schemas/form-guard.ts';
import { eachLanguage } from '../../shared/schemas/per-language.ts';
import { subscribeSchemas } from '../../shared/schemas/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { looksLikeSpam } from '../leads/index.ts';
import { requestClient } from '../http/client-address.ts';
import { validate } from '../validation.ts';

const { website, stamp } = formGuardFields;
const subscribeBody = eachLanguage(subscribeSchemas, (schema) => schema.extend({ website, stamp }));

export const subscribeRoutes = new Hono<AppEnv>().post('/', validate('json', subscribeBody), async (c) => {
  await c.get('limits').subscribe.consume(requestClient(c));
  const { website, stamp, ...fields } = c.req.valid('json');
  const db = c.get('db');
  // A bot's subscription is answered like a success and not stored.
  if (await looksLikeSpam(db, { website, stamp })) return c.json({ id: 0, email: fields.email, createdAt: new Date().toISOString() }, 201);
  // A transaction, so it takes its turn with the process's other writes (db/client.ts).
  const stored = await db.transaction(async (tx) => (await tx.insert(subscribeEmail).values({ email: fields.email.toWellFormed() }).onConflictDoNothing().returning())[0]);
  if (!stored) return fail(409, (m) => m.subscribe.alreadySubscribed);
  return c.json(stored, 201);
});
