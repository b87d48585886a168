import type { ContactMessage } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml, headerText } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const FIELDS = ['name', 'email', 'phone', 'subject'] as const;

/** The link to the message in the admin (the messages screen opens `?view=<id>`). */
const messageLink = (siteUrl: string, id: number) => new URL(`/admin/messages?view=${id}`, siteUrl).href;

/**
 * The office's notice of a new message, in the recipients' language: every field, a link to the admin,
 * Reply-To the visitor. The visitor's own words keep their direction (`dir="auto"`) whatever the notice's.
 */
export const noticeEmail = (message: ContactMessage, { siteUrl, to, lang = 'en' }: { siteUrl: string; to: string[]; lang?: PageLang }): OutgoingMail => {
  const t = apiMessages[lang].emails.notice;
  const dir = directionOf(lang);
  const start = dir === 'rtl' ? 'right' : 'left';
  const link = messageLink(siteUrl, message.id);
  const text = [t.arrived, '', ...FIELDS.map((key) => `${t.labels[key]}: ${headerText(message[key])}`), '', message.message, '', `${t.open}: ${link}`].join('\n');
  const end = start === 'left' ? 'right' : 'left';
  const rows = FIELDS.map(
    (key) =>
      `<tr><th align="${start}" style="padding:4px 0;padding-${end}:12px">${t.labels[key]}</th><td dir="auto" style="padding:4px 0">${escapeHtml(headerText(message[key]))}</td></tr>`,
  ).join('');
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;color:#1c1917">
<p>${t.arrived}</p>
<table role="presentation">${rows}</table>
<p dir="auto" style="white-space:pre-wrap;border-${start}:3px solid #d6d3d1;padding-${start}:12px">${escapeHtml(message.message)}</p>
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
