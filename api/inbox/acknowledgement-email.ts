import type { ContactMessage } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/**
 * Fixed texts only: anyone can type an address into the form, so nothing the visitor wrote (no name, no
 * message) is ever sent back; the acknowledgement cannot carry someone else's words to that address.
 */
const TEXTS: Record<PageLang, { dir: 'ltr' | 'rtl'; studio: string; subject: string; greeting: string; body: string; signature: string }> = {
  en: {
    dir: 'ltr',
    studio: company.name,
    subject: 'We received your message',
    greeting: 'Hello,',
    body: 'Thank you for writing to us. We received your message and will get back to you soon, usually within one working day.',
    signature: `The ${company.name} team`,
  },
  ar: {
    dir: 'rtl',
    studio: company.arabicName,
    subject: 'تلقّينا رسالتك',
    greeting: 'مرحبًا،',
    body: 'شكرًا لتواصلك معنا. تلقّينا رسالتك وسنعود إليك قريبًا، عادةً خلال يوم عمل واحد.',
    signature: `فريق ${company.arabicName}`,
  },
};

/** The optional "We received your message…" to the visitor, in the language of the page it came from. */
export const acknowledgementEmail = (message: Pick<ContactMessage, 'email' | 'lang'>): OutgoingMail => {
  const t = TEXTS[message.lang];
  const text = [t.greeting, '', t.body, '', t.signature].join('\n');
  const html = `<!doctype html><html lang="${message.lang}" dir="${t.dir}"><body style="font-family:sans-serif;color:#1c1917">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: [message.email], subject: `${t.subject} — ${t.studio}`, text, html };
};
