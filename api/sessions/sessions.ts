import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session as sessionTable, user as userTable, type Session, type User } from '../../db/schema.ts';

/** Sessions after Lucia's guide: a token `<id>.<secret>`, only the SHA-256 of the secret is stored. */
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Sliding expiry: a session used within its last 15 days is extended to a full 30 again. */
const RENEW_THRESHOLD_MS = 15 * DAY_MS;
/** "Last seen" is written at most once a minute per session (or when its address changes), not at every request. */
const SEEN_PRECISION_MS = 60_000;

const randomSecret = () => randomBytes(20).toString('base64url'); // 160 bits
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

export interface SessionValidation {
  session: Session;
  user: User;
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

/** Where a session is used from: the browser's user agent and the client's address, for "Signed-in devices". */
export interface SessionDevice {
  userAgent?: string | null;
  clientAddress?: string | null;
}

export const createSession = async (db: Database, userId: number, now = new Date(), device: SessionDevice = {}) => {
  const id = randomSecret();
  const secret = randomSecret();
  const session: Session = {
    id,
    secretHash: hashSecret(secret),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    userAgent: device.userAgent?.slice(0, 512) ?? null,
    clientAddress: device.clientAddress ?? null,
    lastSeenAt: now,
  };
  await db.insert(sessionTable).values(session);
  return { token: `${id}.${secret}`, session };
};

export const validateSessionToken = async (db: Database, token: string, now = new Date()): Promise<SessionValidation | null> => {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0) return null;

  const [row] = await db
    .select({ session: sessionTable, user: userTable })
    .from(sessionTable)
    .innerJoin(userTable, eq(sessionTable.userId, userTable.id))
    .where(eq(sessionTable.id, id))
    .limit(1);
  if (!row) return null;

  const expected = Buffer.from(row.session.secretHash);
  const actual = hashSecret(secret);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;

  if (row.session.expiresAt.getTime() <= now.getTime()) {
    await invalidateSession(db, id);
    return null;
  }

  let renewed = false;
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_THRESHOLD_MS) {
    row.session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(sessionTable).set({ expiresAt: row.session.expiresAt }).where(eq(sessionTable.id, id));
    renewed = true;
  }
  return { session: row.session, user: row.user, renewed };
};

export const invalidateSession = (db: Database, sessionId: string) => db.delete(sessionTable).where(eq(sessionTable.id, sessionId));

export const invalidateUserSessions = (db: Database, userId: number, { except }: { except?: string } = {}) =>
  db.delete(sessionTable).where(except ? and(eq(sessionTable.userId, userId), ne(sessionTable.id, except)) : eq(sessionTable.userId, userId));

/** Notes that the session was just used, from `clientAddress`; written only when the minute or the address changed. */
export const recordSessionUse = async (db: Database, session: Session, clientAddress: string, now: Date): Promise<Session> => {
  const lastSeen = session.lastSeenAt?.getTime() ?? 0;
  if (session.clientAddress === clientAddress && now.getTime() - lastSeen < SEEN_PRECISION_MS) return session;
  const seen = { lastSeenAt: now, clientAddress };
  await db.update(sessionTable).set(seen).where(eq(sessionTable.id, session.id));
  return { ...session, ...seen };
};

/**
 * The name a session goes by in the devices list and its DELETE route: a digest of its id, so the list never
 * shows any part of a token.
 */
export const sessionHandle = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** The account's sessions, the most recently used first. */
export const sessionsOf = (db: Database, userId: number) =>
  db.select().from(sessionTable).where(eq(sessionTable.userId, userId)).orderBy(desc(sessionTable.lastSeenAt), desc(sessionTable.createdAt));
