import type { ContactMessage } from '../../db/schema.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/**
 * The optional "We received your message…" to the visitor, in the language of the page it came from. Fixed
 * texts only: anyone can type an address into the form, so nothing the visitor wrote (no name, no message) is
 * ever sent back; the acknowledgement cannot carry someone else's words to that address.
 */
export const acknowledgementEmail = (message: Pick<ContactMessage, 'email' | 'lang'>): OutgoingMail => {
  const m = apiMessages[message.lang];
  const t = m.emails.acknowledgement;
  const text = [t.greeting, '', t.body, '', t.signature].join('\n');
  const html = `<!doctype html><html lang="${message.lang}" dir="${directionOf(message.lang)}"><body style="font-family:sans-serif;color:#1c1917">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: [message.email], subject: `${t.subject} — ${m.studioName}`, text, html };
};
