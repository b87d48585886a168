import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingSignIn } from '../../db/schema.ts';

/** Long enough to open the authenticator app and type a code, short enough that a password alone soon leads nowhere. */
const PENDING_SIGN_IN_MS = 5 * 60_000;

const randomSecret = () => randomBytes(20).toString('base64url');
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * A sign-in whose password was right, waiting for its authentication code: a row with the SHA-256 of a random
 * secret, named by a short-lived cookie `<id>.<secret>`. It opens nothing but the code's route.
 */
export const createPendingSignIn = async (db: Database, userId: number, now: Date) => {
  const id = randomSecret();
  const secret = randomSecret();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MS);
  // Abandoned sign-ins of anyone are removed on the way.
  await db.delete(pendingSignIn).where(lte(pendingSignIn.expiresAt, now));
  await db.insert(pendingSignIn).values({ id, secretHash: hashSecret(secret), userId, expiresAt });
  return { token: `${id}.${secret}`, expiresAt };
};

/** The account a pending sign-in's token names, or null for a forged, used or expired one. */
export const readPendingSignIn = async (db: Database, token: string, now: Date) => {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0) return null;
  const [row] = await db.select().from(pendingSignIn).where(eq(pendingSignIn.id, id)).limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.secretHash);
  const actual = hashSecret(secret);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  return { id: row.id, userId: row.userId };
};

export const endPendingSignIn = (db: Database, id: string) => db.delete(pendingSignIn).where(eq(pendingSignIn.id, id));
