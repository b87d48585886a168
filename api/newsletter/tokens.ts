import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../../db/client.ts';
import { newsletterToken } from '../../db/schema.ts';

/** A token is random (256 bits), so its SHA-256 is all that needs keeping. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Writer = Pick<Transaction, 'insert'>;

/** A new link token for the subscriber; only its hash is stored, the token itself goes into the email once. */
export const mintToken = async (
  db: Writer,
  {
    subscriberId,
    purpose,
    newsletterId = null,
    expiresAt = null,
  }: { subscriberId: number; purpose: 'confirm' | 'unsubscribe'; newsletterId?: number | null; expiresAt?: Date | null },
) => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(newsletterToken).values({ tokenHash: hashToken(token), subscriberId, purpose, newsletterId, expiresAt: expiresAt?.toISOString() ?? null });
  return token;
};

/** A link's token as it may arrive in a query: anything else is no token. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
