import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, user as userTable, type User } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/**
 * Someone registered with the address of an account: the register screen answers as for a new address, so it
 * never says who has an account, and the account is told by email instead. One email waiting per account is enough.
 */
export const queueAccountExistsEmail = async (db: Database, account: Pick<User, 'id' | 'email'>, lang: PageLang) => {
  const [waiting] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.userId, account.id), eq(outbox.kind, 'account-exists'), eq(outbox.state, 'waiting')))
    .limit(1);
  if (!waiting) await db.insert(outbox).values({ kind: 'account-exists', userId: account.id, recipients: account.email, lang });
};

/** The email, in the account's admin language, or in that of the register screen while the account chose none. */
const accountExistsEmail = (account: Pick<User, 'name' | 'email' | 'adminLanguage'>, siteUrl: string, askedIn: PageLang | null = null): OutgoingMail => {
  const lang = account.adminLanguage ?? askedIn ?? 'en';
  const t = apiMessages[lang].emails.accountExists;
  const url = new URL('/admin/login', siteUrl).href;
  const text = [t.greeting(account.name), '', t.body, '', `${t.signIn}: ${url}`, '', t.forgot, '', t.ignore].join('\n');
  const html = `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><body style="font-family:sans-serif;color:#1c1917">
<p>${escapeHtml(t.greeting(account.name))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(t.signIn)}</a></p>
<p>${escapeHtml(t.forgot)}</p>
<p style="color:#57534e">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: [account.email], subject: t.subject, text, html };
};

/** What the outbox sends for a queued one: the email, or null when the account is gone. */
export const accountExistsEmailFor = async (db: Database, userId: number, siteUrl: string, askedIn: PageLang | null) => {
  const [account] = await db.select().from(userTable).where(eq(userTable.id, userId)).limit(1);
  return account ? accountExistsEmail(account, siteUrl, askedIn) : null;
};
