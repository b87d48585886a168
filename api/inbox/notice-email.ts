import type { ContactMessage } from '../../db/schema.ts';
import { escapeHtml, headerText } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const FIELDS = [
  ['Name', 'name'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['Subject', 'subject'],
] as const;

/** The link to the message in the admin (the messages screen opens `?view=<id>`). */
const messageLink = (siteUrl: string, id: number) => new URL(`/admin/messages?view=${id}`, siteUrl).href;

/** The office's notice of a new message: every field, a link to the admin, Reply-To the visitor. */
export const noticeEmail = (message: ContactMessage, { siteUrl, to }: { siteUrl: string; to: string[] }): OutgoingMail => {
  const link = messageLink(siteUrl, message.id);
  const text = [
    'A new message arrived through the website.',
    '',
    ...FIELDS.map(([label, key]) => `${label}: ${headerText(message[key])}`),
    '',
    message.message,
    '',
    `Open it in the admin: ${link}`,
  ].join('\n');
  const rows = FIELDS.map(
    ([label, key]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${escapeHtml(headerText(message[key]))}</td></tr>`,
  ).join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1c1917">
<p>A new message arrived through the website.</p>
<table role="presentation">${rows}</table>
<p style="white-space:pre-wrap;border-left:3px solid #d6d3d1;padding-left:12px">${escapeHtml(message.message)}</p>
<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>
</body></html>`;
  return {
    to,
    subject: `New message: ${headerText(message.subject)}`,
    text,
    html,
    replyTo: { name: headerText(message.name), address: message.email },
  };
};
