import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { meta } from '../../db/schema.ts';
import { MAX_STAMP_AGE_MS, MIN_FILL_MS } from '../../shared/form-timing.ts';

const SECRET_KEY = 'form-stamp.secret';
/** Clocks of one machine agree; a stamp from the future was made up. */
const FUTURE_TOLERANCE_MS = 5000;

const secrets = new WeakMap<Database, Promise<Buffer>>();

/** The signing key is made once and kept in the database, so every process and restart shares it. */
const stampSecret = (db: Database) => {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(meta)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(meta).where(eq(meta.key, SECRET_KEY));
      if (!row) throw new Error('The form stamp secret was not stored.');
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
};

const sign = (secret: Buffer, issuedAt: number) => createHmac('sha256', secret).update(`form-stamp:${issuedAt}`).digest('base64url');

/** `<issued-at ms>.<HMAC>`: when the form came alive, signed so it cannot be made up. */
export const issueStamp = async (db: Database, now = Date.now()) => `${now}.${sign(await stampSecret(db), now)}`;

export type StampVerdict = 'valid' | 'too-fast' | 'stale' | 'forged';

const checkStamp = async (db: Database, stamp: string, now = Date.now()): Promise<StampVerdict> => {
  const [issued, signature = ''] = stamp.split('.');
  const issuedAt = Number(issued);
  if (!/^\d{1,15}$/.test(issued ?? '')) return 'forged';
  const expected = Buffer.from(sign(await stampSecret(db), issuedAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (issuedAt > now + FUTURE_TOLERANCE_MS) return 'forged';
  if (now - issuedAt < MIN_FILL_MS) return 'too-fast';
  if (now - issuedAt > MAX_STAMP_AGE_MS) return 'stale';
  return 'valid';
};

/** A bot's submission: the honeypot filled, or a stamp that is not a fair one. No stamp at all is an API client. */
export const looksLikeSpam = async (db: Database, guard: { website?: string; stamp?: string }, now = Date.now()) => (await judgeSubmission(db, guard, now)).spam;

/**
 * What the form guard says of a submission: whether it is a bot's, and the signature of its stamp when the
 * stamp is a fair one. Only a message with a fair stamp, used once, may earn the visitor's acknowledgement
 * (api/leads/queue-emails.ts): a script posting to the API cannot make the studio email whom it likes.
 */
export const judgeSubmission = async (db: Database, { website, stamp }: { website?: string; stamp?: string }, now = Date.now()) => {
  if (website?.trim()) return { spam: true, fairStamp: null };
  if (stamp === undefined) return { spam: false, fairStamp: null };
  const valid = (await checkStamp(db, stamp, now)) === 'valid';
  return { spam: !valid, fairStamp: valid ? (stamp.split('.')[1] ?? null) : null };
};
