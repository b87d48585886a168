import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, user as userTable, type User } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';
import type { PageLang } from '../../shared/inbox.ts';
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

const TEXTS = {
  en: {
    dir: 'ltr',
    subject: `Your ${company.name} admin account`,
    greeting: (name: string) => `Hello ${name},`,
    body: `Someone tried to create an account in the ${company.name} admin with this email address. You already have one, so nothing was created.`,
    signIn: 'Sign in',
    forgot: 'If you forgot your password, choose “Forgot password?” on the sign-in screen.',
    ignore: 'If it was not you, ignore this email: your account stays as it is.',
  },
  ar: {
    dir: 'rtl',
    subject: 'حسابك في إدارة نايل أتيليه',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'حاول أحدهم إنشاء حساب في لوحة إدارة نايل أتيليه بهذا البريد الإلكتروني. لديك حساب به بالفعل، فلم يُنشأ شيء.',
    signIn: 'تسجيل الدخول',
    forgot: 'إن نسيت كلمة المرور، فاختر «نسيت كلمة المرور؟» في شاشة تسجيل الدخول.',
    ignore: 'إن لم تكن أنت، فتجاهل هذه الرسالة: يبقى حسابك كما هو.',
  },
} as const;

/** The email, in the account's admin language, or in that of the register screen while the account chose none. */
export const accountExistsEmail = (account: Pick<User, 'name' | 'email' | 'adminLanguage'>, siteUrl: string, askedIn: PageLang | null = null): OutgoingMail => {
  const lang = account.adminLanguage ?? askedIn ?? 'en';
  const t = TEXTS[lang];
  const url = new URL('/admin/login', siteUrl).href;
  const text = [t.greeting(account.name), '', t.body, '', `${t.signIn}: ${url}`, '', t.forgot, '', t.ignore].join('\n');
  const html = `<!doctype html><html lang="${lang}" dir="${t.dir}"><body style="font-family:sans-serif;color:#1c1917">
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
