import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, passwordReset, user as userTable, type User } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { setAccountPassword } from './set-password.ts';

/** How long a reset link works. */
const RESET_LINK_MS = 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new reset link for the account: a random token (256 bits) of which only the SHA-256 is stored, valid
 * for an hour and once. Earlier links stay valid for their hour; changing the password ends them all.
 */
export const createResetLink = async (db: Database, userId: number, siteUrl: string, now: Date) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_MS);
  await db.delete(passwordReset).where(lte(passwordReset.expiresAt, now));
  await db.insert(passwordReset).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  const url = new URL('/admin/reset-password', siteUrl);
  url.searchParams.set('token', token);
  return { url: url.href, expiresAt };
};

/**
 * Queues the reset email of the account with this email, if there is one; its link is made when the outbox
 * sends it, so no token is ever stored in the clear. One email waiting per account is enough.
 */
export const queueResetEmail = async (db: Database, email: string, lang: PageLang) => {
  const [account] = await db.select({ id: userTable.id, email: userTable.email }).from(userTable).where(eq(userTable.email, email)).limit(1);
  if (!account) return false;
  const [waiting] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.userId, account.id), eq(outbox.kind, 'password-reset'), eq(outbox.state, 'waiting')))
    .limit(1);
  if (!waiting) await db.insert(outbox).values({ kind: 'password-reset', userId: account.id, recipients: account.email, lang });
  return true;
};

/**
 * Sets a new password with a reset link's token. Taking the token is one DELETE, so it works once even when
 * two requests bring it at the same moment. Every session, waiting sign-in and other link of the account ends.
 * Answers the account, or null for an unknown, used or expired token.
 */
export const resetPasswordWithToken = async (db: Database, token: string, password: string, now: Date): Promise<User | null> => {
  const [taken] = await db
    .delete(passwordReset)
    .where(eq(passwordReset.tokenHash, hashToken(token)))
    .returning();
  if (!taken || taken.expiresAt.getTime() <= now.getTime()) return null;
  return setAccountPassword(db, taken.userId, password);
};

/**
 * The reset email, in the account's admin language, or in that of the screen it was asked from while the
 * account chose none (as the admin itself reads the browser's then); the name and link are its only values.
 */
export const passwordResetEmail = (account: Pick<User, 'name' | 'email' | 'adminLanguage'>, url: string, askedIn: PageLang | null = null): OutgoingMail => {
  const lang = account.adminLanguage ?? askedIn ?? 'en';
  const t = apiMessages[lang].emails.passwordReset;
  const text = [t.greeting(account.name), '', t.body, '', url, '', t.ignore].join('\n');
  const html = `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><body style="font-family:sans-serif;color:#1c1917">
<p>${escapeHtml(t.greeting(account.name))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(t.action)}</a></p>
<p style="color:#57534e">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: [account.email], subject: t.subject, text, html };
};

/** What the outbox sends for a queued reset: a new link for the account, or null when the account is gone. */
export const resetEmailFor = async (db: Database, userId: number, siteUrl: string, now: Date, askedIn: PageLang | null) => {
  const [account] = await db.select().from(userTable).where(eq(userTable.id, userId)).limit(1);
  if (!account) return null;
  const { url } = await createResetLink(db, account.id, siteUrl, now);
  return passwordResetEmail(account, url, askedIn);
};
