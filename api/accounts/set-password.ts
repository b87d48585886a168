import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordReset, pendingSignIn, session, user as userTable, type User } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';

/**
 * Gives the account a new password, whichever way it comes (Settings, a reset link, `npm run owner:password`):
 * every reset link still open, every waiting sign-in and every session of the account ends with the old one,
 * except `keepSession`, the session that changed it. Answers the account, or null when there is none.
 */
export const setAccountPassword = async (db: Database, userId: number, password: string, { keepSession }: { keepSession?: string } = {}): Promise<User | null> => {
  const passwordHash = await hashPassword(password);
  const [[account]] = await db.batch([
    db.update(userTable).set({ password: passwordHash }).where(eq(userTable.id, userId)).returning(),
    db.delete(session).where(keepSession ? and(eq(session.userId, userId), ne(session.id, keepSession)) : eq(session.userId, userId)),
    db.delete(pendingSignIn).where(eq(pendingSignIn.userId, userId)),
    db.delete(passwordReset).where(eq(passwordReset.userId, userId)),
  ]);
  return account ?? null;
};
