import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readPublishedSection } from '../../db/stored-site-content.ts';
import { subscribeEmail, type SubscribeEmail } from '../../db/schema.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { PENDING_SUBSCRIPTION_DAYS } from '../../shared/newsletter.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { EMAIL_COLORS, emailDocument, emailText } from './email-layout.ts';
import { mintToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The double opt-in email, in the subscriber's language: fixed texts and the link, nothing a visitor wrote. */
const confirmationEmail = (subscriber: Pick<SubscribeEmail, 'email' | 'lang'>, url: string, address: string): OutgoingMail => {
  const { lang } = subscriber;
  const t = apiMessages[lang].emails.newsletterConfirmation;
  const button = `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;background:${EMAIL_COLORS.ink};color:#ffffff;text-decoration:none;border-radius:2px;font-weight:600">${escapeHtml(t.action)}</a>`;
  const content = `<p style="margin:0 0 16px">${escapeHtml(t.greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(t.body)}</p>
<p style="margin:0 0 24px">${button}</p>
<p style="margin:0;color:${EMAIL_COLORS.muted};font-size:14px">${escapeHtml(t.ignore)}</p>`;
  return {
    to: [subscriber.email],
    subject: t.subject,
    text: emailText({ lang, content: [t.greeting, '', t.body, '', `${t.action}: ${url}`, '', t.ignore].join('\n'), foot: [], address }),
    html: emailDocument({ lang, title: t.subject, content, foot: '', address }),
  };
};

/**
 * What the outbox sends for a queued confirmation: a new link, working once for 7 days, made now so no token is
 * ever stored in the clear; nothing for a subscriber confirmed meanwhile; null when the subscription is gone.
 */
export const confirmationEmailFor = async (db: Database, subscriberId: number, siteUrl: string, now: Date): Promise<OutgoingMail[] | null> => {
  const [subscriber] = await db.select().from(subscribeEmail).where(eq(subscribeEmail.id, subscriberId));
  if (!subscriber) return null;
  if (subscriber.status === 'confirmed') return [];
  const token = await mintToken(db, { subscriberId, purpose: 'confirm', expiresAt: new Date(now.getTime() + PENDING_SUBSCRIPTION_DAYS * DAY_MS) });
  const url = new URL('/newsletter/confirm', siteUrl);
  url.searchParams.set('token', token);
  const { address } = await readPublishedSection(db, 'company');
  return [confirmationEmail(subscriber, url.href, address[subscriber.lang])];
};
