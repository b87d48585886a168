import type { ContactMessage } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { escapeHtml, headerText } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const FIELDS = ['name', 'email', 'phone', 'subject'] as const;

/** The notice's words in each language an office account may read its email in. */
const TEXTS: Record<
  PageLang,
  { dir: 'ltr' | 'rtl'; start: 'left' | 'right'; arrived: string; labels: Record<(typeof FIELDS)[number], string>; open: string; subject: (subject: string) => string }
> = {
  en: {
    dir: 'ltr',
    start: 'left',
    arrived: 'A new message arrived through the website.',
    labels: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject' },
    open: 'Open it in the admin',
    subject: (subject) => `New message: ${subject}`,
  },
  ar: {
    dir: 'rtl',
    start: 'right',
    arrived: 'وصلت رسالة جديدة عبر الموقع.',
    labels: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', subject: 'الموضوع' },
    open: 'افتحها في لوحة الإدارة',
    subject: (subject) => `رسالة جديدة: ${subject}`,
  },
};

/** The link to the message in the admin (the messages screen opens `?view=<id>`). */
const messageLink = (siteUrl: string, id: number) => new URL(`/admin/messages?view=${id}`, siteUrl).href;

/**
 * The office's notice of a new message, in the recipients' language: every field, a link to the admin,
 * Reply-To the visitor. The visitor's own words keep their direction (`dir="auto"`) whatever the notice's.
 */
export const noticeEmail = (message: ContactMessage, { siteUrl, to, lang = 'en' }: { siteUrl: string; to: string[]; lang?: PageLang }): OutgoingMail => {
  const t = TEXTS[lang];
  const link = messageLink(siteUrl, message.id);
  const text = [t.arrived, '', ...FIELDS.map((key) => `${t.labels[key]}: ${headerText(message[key])}`), '', message.message, '', `${t.open}: ${link}`].join('\n');
  const end = t.start === 'left' ? 'right' : 'left';
  const rows = FIELDS.map(
    (key) =>
      `<tr><th align="${t.start}" style="padding:4px 0;padding-${end}:12px">${t.labels[key]}</th><td dir="auto" style="padding:4px 0">${escapeHtml(headerText(message[key]))}</td></tr>`,
  ).join('');
  const html = `<!doctype html><html lang="${lang}" dir="${t.dir}"><body style="font-family:sans-serif;color:#1c1917">
<p>${t.arrived}</p>
<table role="presentation">${rows}</table>
<p dir="auto" style="white-space:pre-wrap;border-${t.start}:3px solid #d6d3d1;padding-${t.start}:12px">${escapeHtml(message.message)}</p>
<p><a href="${escapeHtml(link)}">${t.open}</a></p>
</body></html>`;
  return {
    to,
    subject: t.subject(headerText(message.subject)),
    text,
    html,
    replyTo: { name: headerText(message.name), address: message.email },
  };
};
